import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import LoadingRing from '@theme/LoadingRing/LoadingRing';
import styles from './SearchBar.module.css';
import {SEARCH_SHORTCUT_KEYMAP} from '../../plugins/search/options';
import type SearchBar from './SearchBar';
import {getKeymapHints, isMacPlatform, matchesKeymap, parseKeymap} from './shortcut';

type RealSearchBar = typeof SearchBar;
type Props = Omit<ComponentProps<RealSearchBar>, 'replacedBox'>;
/** What the real bar takes over from the stand-in box: its words, and whether to load the index. */
type ReplacedBox = NonNullable<ComponentProps<RealSearchBar>['replacedBox']>;

const SEARCH_INPUT = 'input.navbar__search-input';
/** The query parameter a search hit's link carries: the bar marks its words on the page. */
const HIGHLIGHT_PARAM = '_highlight';

/**
 * What the reader typed into the search box, read while this module is evaluated (before
 * hydration: words typed before the site's scripts ran) and kept up to date until the real bar
 * replaces the stand-in, to the last keystroke before it does.
 */
let typedBeforeStart = '';
function readTypedText(event: Event): void {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.matches(SEARCH_INPUT)) typedBeforeStart = input.value;
}
if (ExecutionEnvironment.canUseDOM) {
  typedBeforeStart = document.querySelector<HTMLInputElement>(SEARCH_INPUT)?.value ?? '';
  document.addEventListener('input', readTypedText, true);
}

let loadedBar: RealSearchBar | undefined;
let loadingBar: Promise<RealSearchBar> | undefined;

/**
 * Loads the real search bar, the dropdown's code (autocomplete.js) and the worker side by side, and
 * starts the worker without any index. Measured on a fresh page searched at once, each was a step
 * before the first suggestions when it waited for the focus. A load that fails is tried again on
 * the reader's next move to the box.
 */
function loadSearchBar(): Promise<RealSearchBar> {
  loadingBar ??= Promise.all([
    import('./SearchBar'),
    import('../searchByWorker'),
    import('@easyops-cn/autocomplete.js'),
  ]).then(
    ([bar, worker]) => {
      // The dev server has no worker: startSearchWorker does nothing there.
      worker.startSearchWorker();
      bar.preloadAutoCompleteJS();
      loadedBar = bar.default;
      return bar.default;
    },
    (error: unknown) => {
      loadingBar = undefined;
      throw error;
    },
  );
  return loadingBar;
}

const shortcut = parseKeymap(SEARCH_SHORTCUT_KEYMAP);

/**
 * The search box as the real bar renders it before any search (the same elements and classes, so
 * nothing moves when it is replaced), without its code: a box the reader can type into. Hovering,
 * touching or focusing it, its keyboard shortcut, or a page opened from a search hit (its words
 * are marked by the real bar) load the real bar.
 */
function StandInSearchBox({onReaderCame}: {onReaderCame: (wantsIndex: boolean) => void}) {
  const isBrowser = useIsBrowser();
  const input = useRef<HTMLInputElement>(null);
  const {search} = useLocation();
  const highlighted = isBrowser && new URLSearchParams(search).has(HIGHLIGHT_PARAM);

  useEffect(() => {
    const box = input.current;
    // Typed into or focused before the site started.
    if (box && (document.activeElement === box || box.value !== '' || typedBeforeStart !== '')) onReaderCame(true);
  }, [onReaderCame]);

  useEffect(() => {
    if (highlighted) onReaderCame(false);
  }, [highlighted, onReaderCame]);

  useEffect(() => {
    const focusOnShortcut = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, shortcut)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  const wantIndex = () => onReaderCame(true);
  const hints = isBrowser ? getKeymapHints(SEARCH_SHORTCUT_KEYMAP, isMacPlatform()) : [];
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      {/* The bar's icon, as SearchBar.jsx draws it: the bar's code is not loaded yet. */}
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={wantIndex}
        onTouchStart={wantIndex}
        onFocus={wantIndex}
      />
      <LoadingRing className={styles.searchBarLoadingRing} />
      {hints.length > 0 && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The local search plugin's navbar search bar (ejected beside this file, see its header), in the
 * docs-version context as the plugin's own wrapper renders it. Until the reader comes to the box,
 * the page has only a stand-in of it: the bar's code, the dropdown's and the worker (about 30 KB
 * with Brotli) are no part of a page's first load. Once loaded, the real bar takes the stand-in's
 * place with its words and its focus.
 */
export default function SearchBarWrapper(props: Props) {
  const [bar, setBar] = useState<{Bar: RealSearchBar; replacedBox?: ReplacedBox} | undefined>(() =>
    loadedBar ? {Bar: loadedBar} : undefined,
  );
  /** Whether the stand-in box had the focus when the real bar was loaded. */
  const standInFocused = useRef<boolean | undefined>(undefined);
  const wantsIndex = useRef(false);
  const loading = useRef(false);

  const onReaderCame = useCallback((indexWanted: boolean) => {
    wantsIndex.current ||= indexWanted;
    if (loading.current) return;
    loading.current = true;
    loadSearchBar().then(
      (Bar) => {
        const box = document.querySelector<HTMLInputElement>(SEARCH_INPUT);
        standInFocused.current = !!box && document.activeElement === box;
        // Rendered and committed in this task, with the words typed so far (the listener keeps
        // them up to date): no keystroke can fall between the two boxes.
        flushSync(() => setBar({Bar, replacedBox: {value: typedBeforeStart, loadIndex: wantsIndex.current}}));
      },
      (error: unknown) => {
        loading.current = false;
        console.warn('The search could not load; it loads again when the box is used.', error);
      },
    );
  }, []);

  // In the commit that swaps the boxes, so that the focus moves with it.
  useLayoutEffect(() => {
    const focused = standInFocused.current;
    if (!bar || focused === undefined) return;
    standInFocused.current = undefined;
    document.removeEventListener('input', readTypedText, true);
    typedBeforeStart = '';
    if (focused) document.querySelector<HTMLInputElement>(SEARCH_INPUT)?.focus();
  }, [bar]);

  if (!bar) return <StandInSearchBox onReaderCame={onReaderCame} />;
  const {Bar, replacedBox} = bar;
  return (
    <DocsPreferredVersionContextProvider>
      <Bar {...props} replacedBox={replacedBox} />
    </DocsPreferredVersionContextProvider>
  );
}
