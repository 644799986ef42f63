import {useEffect, type ComponentProps} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import {startSearchWorker} from '../../searchByWorker';
import SearchBar, {preloadAutoCompleteJS} from './SearchBar';

type Props = ComponentProps<typeof SearchBar>;

const SEARCH_INPUT = 'input.navbar__search-input';

/**
 * What the reader typed into the search box before the site's scripts ran. Hydration empties the
 * box (React sets a controlled input to its state), so the text is read while this module is
 * evaluated, before hydration, and kept up to date until then.
 */
let typedBeforeHydration = '';
function readTypedText(event: Event): void {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.matches(SEARCH_INPUT)) typedBeforeHydration = input.value;
}
if (ExecutionEnvironment.canUseDOM) {
  typedBeforeHydration = document.querySelector<HTMLInputElement>(SEARCH_INPUT)?.value ?? '';
  document.addEventListener('input', readTypedText, true);
}

/** Sets a React-controlled input's value as typing would, so React and the autocomplete both see it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** How long after mounting the plugin may still empty the box. */
const RESTORE_WINDOW_MS = 2000;

/**
 * Puts words typed before the site started back into the search box, and shows their suggestions.
 * The plugin's bar sees the focus when it mounts and loads the index, but it also empties the box
 * after mounting, twice (a timer sets it to the page's highlighted words, none here, on mount and
 * again once the app knows it runs in a browser), and its autocomplete queries only on a later
 * keystroke or focus. So for a short while the text is typed back whenever the plugin empties it,
 * until the reader types; once the autocomplete is attached (it makes the input a combobox), a
 * focus event runs the query.
 */
function useEarlyInput(): void {
  useEffect(() => {
    document.removeEventListener('input', readTypedText, true);
    const typed = typedBeforeHydration;
    typedBeforeHydration = '';
    const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (!input || typed === '') return undefined;
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const restoreWhenEmptied = () => {
      if (input.value === '') typeInto(input, typed);
      if (performance.now() < until) frame = requestAnimationFrame(restoreWhenEmptied);
    };
    frame = requestAnimationFrame(restoreWhenEmptied);
    const readerTyped = (event: Event) => {
      if (event.isTrusted) cancelAnimationFrame(frame);
    };
    input.addEventListener('input', readerTyped);
    const attached = new MutationObserver(() => {
      if (input.getAttribute('role') !== 'combobox') return;
      attached.disconnect();
      // Not a real focus change: React's onFocus (it listens to focusin) stays untouched.
      if (document.activeElement === input && input.value !== '') input.dispatchEvent(new FocusEvent('focus'));
    });
    attached.observe(input, {attributes: true, attributeFilter: ['role']});
    return () => {
      cancelAnimationFrame(frame);
      input.removeEventListener('input', readerTyped);
      attached.disconnect();
    };
  }, []);
}

/**
 * Once the page is idle, starts the search worker (its code and lunr, 13 KB with Brotli) without
 * any index, and loads the dropdown's code (autocomplete.js, 16 KB). Measured on a fresh page that
 * is searched at once, each was a step before the first suggestions: the worker's thread started
 * about 100 ms after the box got focus, and the dropdown was built only once its code had loaded.
 * The index still loads only when the reader comes to the search box.
 */
function prepareSearch(): void {
  // The dev server has no worker: startSearchWorker does nothing there.
  startSearchWorker();
  preloadAutoCompleteJS();
}

function useSearchPreparedWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prepareSearch, {timeout: 5000});
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prepareSearch, 1000);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The local search plugin's navbar search bar (ejected beside this file, see its header), in the
 * docs-version context as the plugin's own wrapper renders it, with words typed early kept
 * (see useEarlyInput), and its worker and dropdown code loaded when the page is idle.
 */
export default function SearchBarWrapper(props: Props) {
  useEarlyInput();
  useSearchPreparedWhenIdle();
  return (
    <DocsPreferredVersionContextProvider>
      <SearchBar {...props} />
    </DocsPreferredVersionContextProvider>
  );
}
