/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.55.3, dist/client/client/theme/SearchBar/
 * SearchBar.jsx (MIT licence), for the changes fenced with [parley]. Plain JavaScript, as the
 * package ships it (it has no types for its client modules), and kept out of Prettier; the
 * package's theme modules it uses unchanged are imported as `@theme/…`, its styles are the ejected
 * `SearchBar.module.css`. `index.tsx` beside it wraps it.
 * - The dropdown of a section's search (`options.ts`, `searchContextByPaths`) offers the whole
 *   site's results beside the section's, and when the section has no hit: upstream offers them
 *   only then, so an answer in another section was out of reach while the section had any hit.
 * - What was typed before the dropdown was built is searched once, not twice.
 * - The dropdown is built while the worker loads the index, from code loaded with this bar when
 *   the reader came to the search box (`index.tsx`, whose stand-in box this bar replaces then,
 *   with the words typed into it; a hover or touch of the stand-in loads the index once this bar
 *   has mounted). The page's search context is known from the first render, so that this index
 *   is the section's.
 * - On a phone, the index starts loading when a finger touches the box (upstream: on hover, which
 *   a phone does not have, or on focus, which comes when the finger lifts).
 * - The dropdown does not update the hint it does not show: that measured the input after every
 *   render, and threw an uncaught error after a search in another section.
 * - The first hits come from the index's first file (titles, descriptions, keywords); the whole
 *   index's add to them below once its second file (the headings and the sections) is in. The
 *   dropdown keeps no cache of the last query's hits, which could be the first file's.
 * - Hits come from the site's search (src/search/), with their matched words marked by the
 *   worker, and render with the site's template (`suggestionTemplate.ts`); a page opened from a
 *   hit marks the index terms the question matched, whole words only.
 */
import React, { useCallback, useEffect, useRef, useState, } from "react";
import clsx from "clsx";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { useHistory, useLocation } from "@docusaurus/router";
import { translate } from "@docusaurus/Translate";
import { useActivePlugin, useActiveVersion, } from "@docusaurus/plugin-content-docs/client";
// [parley] start: the site's worker, which also searches a question's words one by one (`searchByWorker.js`)
import { fetchIndexesByWorker, searchByWorker, searchSoonByWorker } from "../searchByWorker";
// [parley] end
// [parley] start: not `Mark`, which would put mark.js in this bar's code (targetPageHighlight.ts)
import { HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE } from "../../plugins/search/targetPageHighlight";
// [parley] end
// [parley] start: the options from the site's typed module (upstream: utils/proxiedGenerated)
import { searchOptions } from "../../plugins/search/options";
const { searchBarShortcut, searchBarShortcutHint, searchBarShortcutKeymap, searchBarPosition, docsPluginIdForPreferredVersion, searchContextByPaths, hideSearchBarWithNoSearchContext, useAllContextsWithNoSearchContext, } = searchOptions;
// [parley] end
import LoadingRing from "@theme/LoadingRing/LoadingRing";
// [parley] start: the site's typed copy (upstream: utils/normalizeContextByPath)
import { normalizeContextByPath } from "../../plugins/search/searchContext";
// [parley] end
// [parley] start: the options from the site's typed module (upstream: utils/proxiedGeneratedConstants)
const { searchResultLimits } = searchOptions;
// [parley] end
// [parley] start: the site's typed copy of the plugin's keymap and platform helpers
import { parseKeymap, matchesKeymap, getKeymapHints, isMacPlatform } from "./shortcut";
// [parley] end
import styles from "./SearchBar.module.css";
// [parley] start: the site's hit template; the footer's layout
import { emptyTemplate, suggestionTemplate } from "./suggestionTemplate";
import parleyStyles from "./styles.module.css";
// [parley] end
async function fetchAutoCompleteJS() {
    const autoCompleteModule = await import("@easyops-cn/autocomplete.js");
    const autoComplete = autoCompleteModule.default;
    if (autoComplete.noConflict) {
        // For webpack v5 since docusaurus v2.0.0-alpha.75
        autoComplete.noConflict();
    }
    else if (autoCompleteModule.noConflict) {
        // For webpack v4 before docusaurus v2.0.0-alpha.74
        autoCompleteModule.noConflict();
    }
    return autoComplete;
}
// [parley] start: no Ask AI: the site sets no `askAi` option (upstream: fetchOpenAskAI here, its
// widget's state, its first hit in the dropdown and the widget itself)
// [parley] end
// [parley] start: the dropdown's code loads with this bar (index.tsx), not on the first focus: a
// first keystroke right after focus waited for its download and evaluation. If it fails, focus
// loads it again.
export function preloadAutoCompleteJS() {
    fetchAutoCompleteJS().catch(() => { });
}
// [parley] end
const SEARCH_PARAM_HIGHLIGHT = "_highlight";
// [parley] start: the search context of a page (upstream's loop in the effect that sets it)
function searchContextOf(pathname, versionUrl) {
    if (!Array.isArray(searchContextByPaths) || !pathname.startsWith(versionUrl)) {
        return "";
    }
    const uri = pathname.substring(versionUrl.length);
    for (const _path of searchContextByPaths) {
        const path = typeof _path === "string" ? _path : _path.path;
        if (uri === path || uri.startsWith(`${path}/`)) {
            return path;
        }
    }
    return "";
}
// [parley] end
export default function SearchBar({ handleSearchBarToggle /* [parley] start */, replacedBox /* [parley] end */, }) {
    const isBrowser = useIsBrowser();
    const { siteConfig: { baseUrl }, i18n: { currentLocale }, } = useDocusaurusContext();
    // It returns undefined for non-docs pages
    const activePlugin = useActivePlugin();
    let versionUrl = baseUrl;
    const activeVersion = useActiveVersion(activePlugin?.pluginId ?? docsPluginIdForPreferredVersion);
    if (activeVersion && !activeVersion.isLast) {
        versionUrl = activeVersion.path + "/";
    }
    const history = useHistory();
    const location = useLocation();
    const searchBarRef = useRef(null);
    const indexStateMap = useRef(new Map());
    // Should the input be focused after the index is loaded?
    const focusAfterIndexLoaded = useRef(false);
    const [loading, setLoading] = useState(false);
    // [parley] start: searches waiting for the whole index, and whether the worker failed (see `source` below)
    const wholeSearches = useRef(0);
    const searchUnavailable = useRef(false);
    // [parley] end
    // [parley] start: the words typed into the stand-in box this bar replaces (index.tsx)
    const [inputChanged, setInputChanged] = useState(!!replacedBox?.value);
    const [inputValue, setInputValue] = useState(replacedBox?.value ?? "");
    const highlightApplied = useRef(false);
    // [parley] end
    const search = useRef(null);
    // [parley] start: the page's context from the first render (upstream: "" until the effect
    // below set it), so that a bar replacing the stand-in box (index.tsx), which loads its index
    // at once, loads the section's, and the effect does not reset that load
    const pageSearchContext = searchContextOf(location.pathname, versionUrl);
    const prevSearchContext = useRef(pageSearchContext);
    const [searchContext, setSearchContext] = useState(pageSearchContext);
    // [parley] end
    const prevVersionUrl = useRef(baseUrl);
    useEffect(() => {
        if (!Array.isArray(searchContextByPaths)) {
            if (prevVersionUrl.current !== versionUrl) {
                // Reset index state map once version url is changed.
                indexStateMap.current.delete("");
                prevVersionUrl.current = versionUrl;
            }
            return;
        }
        // [parley] start: upstream's loop, now searchContextOf (above)
        const nextSearchContext = searchContextOf(location.pathname, versionUrl);
        // [parley] end
        if (prevSearchContext.current !== nextSearchContext) {
            // Reset index state map once search context is changed.
            indexStateMap.current.delete(nextSearchContext);
            prevSearchContext.current = nextSearchContext;
        }
        setSearchContext(nextSearchContext);
    }, [location.pathname, versionUrl]);
    const hidden = !!hideSearchBarWithNoSearchContext &&
        Array.isArray(searchContextByPaths) &&
        searchContext === "";
    const loadIndex = useCallback(async () => {
        if (hidden || indexStateMap.current.get(searchContext)) {
            // Do not load the index (again) if its already loaded or in the process of being loaded.
            return;
        }
        indexStateMap.current.set(searchContext, "loading");
        search.current?.autocomplete.destroy();
        setLoading(true);
        // [parley] start: the dropdown is built while the worker loads the index; a query typed
        // meanwhile waits in the worker and runs as soon as the index is loaded (upstream awaited
        // both here, then built the dropdown, then asked the worker)
        const indexLoaded = fetchIndexesByWorker(versionUrl, searchContext);
        const autoComplete = await fetchAutoCompleteJS();
        // [parley] end
        const searchFooterLinkElement = ({ query, isEmpty, }) => {
            const a = document.createElement("a");
            const params = new URLSearchParams();
            params.set("q", query);
            let linkText;
            if (searchContext) {
                const detailedSearchContext = searchContext && Array.isArray(searchContextByPaths)
                    ? searchContextByPaths.find((item) => typeof item === "string"
                        ? item === searchContext
                        : item.path === searchContext)
                    : searchContext;
                const translatedSearchContext = detailedSearchContext
                    ? normalizeContextByPath(detailedSearchContext, currentLocale).label
                    : searchContext;
                if (useAllContextsWithNoSearchContext && isEmpty) {
                    // [parley] start: the whole site's results, which include the section's
                    // (upstream: 'See all results outside "{context}"')
                    linkText = translate({
                        id: "theme.SearchBar.searchWholeSite",
                        message: "Search the whole site",
                    });
                    // [parley] end
                }
                else {
                    linkText = translate({
                        id: "theme.SearchBar.searchInContext",
                        message: 'See all results within "{context}"',
                    }, { context: translatedSearchContext });
                }
            }
            else {
                linkText = translate({
                    id: "theme.SearchBar.seeAll",
                    message: "See all results",
                });
            }
            if (searchContext &&
                Array.isArray(searchContextByPaths) &&
                (!useAllContextsWithNoSearchContext || !isEmpty)) {
                params.set("ctx", searchContext);
            }
            if (versionUrl !== baseUrl) {
                if (!versionUrl.startsWith(baseUrl)) {
                    throw new Error(`Version url '${versionUrl}' does not start with base url '${baseUrl}', this is a bug of \`@easyops-cn/docusaurus-search-local\`, please report it.`);
                }
                params.set("version", versionUrl.substring(baseUrl.length));
            }
            const url = `${baseUrl}search/?${params.toString()}`;
            a.href = url;
            a.textContent = linkText;
            a.addEventListener("click", (e) => {
                if (!e.ctrlKey && !e.metaKey) {
                    e.preventDefault();
                    search.current?.autocomplete.close();
                    history.push(url);
                }
            });
            return a;
        };
        search.current = autoComplete(searchBarRef.current, {
            hint: false,
            autoselect: true,
            openOnFocus: true,
            cssClasses: {
                root: clsx(styles.searchBar, {
                    [styles.searchBarLeft]: searchBarPosition === "left",
                }),
                noPrefix: true,
                dropdownMenu: styles.dropdownMenu,
                input: styles.input,
                hint: styles.hint,
                suggestions: styles.suggestions,
                suggestion: styles.suggestion,
                cursor: styles.cursor,
                dataset: styles.dataset,
                empty: styles.empty,
            },
        }, [
            {
                // [parley] start: no cache of the last query's hits: they may be the index's first
                // file's, whose whole-index hits came while the box held other words (upstream: cached)
                cache: false,
                // [parley] end
                source: async (input, callback) => {
                    // [parley] start: the hits of the index's first file as soon as it is searched,
                    // then the whole index's where they differ (src/search/indexFiles.ts);
                    // the list is busy between the two. No hit in the first file is no answer yet.
                    // The whole index's hits start with the first file's (src/search/rank.ts)
                    // (upstream: callback(await searchByWorker(…))).
                    // A worker that fails meanwhile answers with an error: the list keeps what it shows.
                    // A worker that failed says search is unavailable; the next keystroke starts another.
                    const soon = await searchSoonByWorker(versionUrl, searchContext, input, searchResultLimits).catch(() => undefined);
                    searchUnavailable.current = !soon;
                    if (!soon) {
                        callback([]);
                        return;
                    }
                    const shown = soon.complete || soon.results.length > 0;
                    if (shown) {
                        callback(soon.results);
                    }
                    if (soon.complete) {
                        return;
                    }
                    const listbox = document.getElementById(searchBarRef.current?.getAttribute("aria-owns") ?? "");
                    wholeSearches.current += 1;
                    listbox?.setAttribute("aria-busy", "true");
                    try {
                        const results = await searchByWorker(versionUrl, searchContext, input, searchResultLimits);
                        const same = results.length === soon.results.length &&
                            results.every(({ document, type }, place) => document.i === soon.results[place].document.i && type === soon.results[place].type);
                        if (!shown || !same) {
                            callback(results);
                        }
                    }
                    catch {
                        // The worker failed meanwhile: the first file's hits stay.
                    }
                    finally {
                        wholeSearches.current -= 1;
                        if (wholeSearches.current === 0) {
                            listbox?.removeAttribute("aria-busy");
                        }
                    }
                    // [parley] end
                },
                templates: {
                    // [parley] start: the site's template (upstream: SuggestionTemplate)
                    suggestion: suggestionTemplate,
                    // [parley] end
                    // [parley] start: "No results", or that search is unavailable (upstream: EmptyTemplate)
                    empty: () => emptyTemplate(searchUnavailable.current, {
                        noResults: translate({ id: "theme.SearchBar.noResultsText", message: "No results" }),
                        unavailable: translate({ id: "theme.SearchBar.unavailableText", message: "Search is unavailable. Check your connection, then type again." }),
                    }),
                    // [parley] end
                    footer: ({ query, isEmpty }) => {
                        if (isEmpty &&
                            (!searchContext || !useAllContextsWithNoSearchContext)) {
                            return;
                        }
                        const a = searchFooterLinkElement({ query, isEmpty });
                        const div = document.createElement("div");
                        div.className = styles.hitFooter;
                        div.appendChild(a);
                        // [parley] start: in a section with hits, the whole site's results too
                        if (searchContext && !isEmpty) {
                            div.classList.add(parleyStyles.footerLinks);
                            div.appendChild(searchFooterLinkElement({ query, isEmpty: true }));
                        }
                        // [parley] end
                        return div;
                    },
                },
            },
        ])
            .on("autocomplete:selected", function (event, { document: { u, h }, /* [parley] start: the index terms the question matched (upstream: its tokens) */ terms: tokens /* [parley] end */ }) {
            searchBarRef.current?.blur();
            // [parley] start: no Ask AI hit
            // [parley] end
            let url = u;
            if (/* [parley] start */ HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE /* [parley] end */ && tokens.length > 0) {
                const params = new URLSearchParams();
                for (const token of tokens) {
                    params.append(SEARCH_PARAM_HIGHLIGHT, token);
                }
                url += `?${params.toString()}`;
            }
            if (h) {
                url += h;
            }
            history.push(url);
        })
            .on("autocomplete:closed", () => {
            searchBarRef.current?.blur();
        });
        // [parley] start: with no hint (`hint: false`) there is no hint to update, but
        // autocomplete.js still measured the input's text for one after every render: a forced
        // layout of about 10 ms. After a render just before the dropdown was destroyed (the reader
        // went to another section and searched there), that update also threw an uncaught error
        // on the removed list.
        const typeahead = search.current.data("aaAutocomplete");
        if (typeahead) {
            typeahead._updateHint = () => { };
        }
        // [parley] end
        // [parley] start: focus, then open: building the dropdown moved the input, so the focus
        // queries again, and upstream's open-then-focus searched twice and rendered the hits
        // twice, replacing those a reader may be clicking. Before the index is loaded (see above).
        if (focusAfterIndexLoaded.current) {
            const input = searchBarRef.current;
            if (input.value) {
                search.current?.autocomplete.open();
            }
            input.focus();
            // On small screens the input is collapsed by default; after expanding via
            // focus, move the caret to the end so backspace works as expected.
            if (window.matchMedia("(max-width: 576px)").matches) {
                input.setSelectionRange(input.value.length, input.value.length);
            }
        }
        // A worker that failed is the searches' to report ("Search is unavailable"), and each
        // search starts another.
        await indexLoaded.catch(() => undefined);
        indexStateMap.current.set(searchContext, "done");
        setLoading(false);
        // [parley] end
    }, [hidden, searchContext, versionUrl, baseUrl, history]);
    useEffect(() => {
        if (/* [parley] start */ !HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE /* [parley] end */) {
            return;
        }
        const keywords = isBrowser
            ? new URLSearchParams(location.search).getAll(SEARCH_PARAM_HIGHLIGHT)
            : [];
        // [parley] start: a bar that replaced the stand-in box keeps the words typed into it
        // (also those typed while it mounted), unless the page has words to mark (upstream always
        // set the box to those, none included, which emptied it)
        const firstRun = !highlightApplied.current;
        highlightApplied.current = true;
        if (firstRun && replacedBox && keywords.length === 0) {
            return;
        }
        // [parley] end
        // A workaround to fix an issue of highlighting in code blocks.
        // See https://github.com/easyops-cn/docusaurus-search-local/issues/92
        // Code blocks will be re-rendered after this `useEffect` ran.
        // So we make the marking run after a macro task.
        setTimeout(() => {
            const root = document.querySelector("article");
            if (!root) {
                return;
            }
            // [parley] start: whole words whose indexed form is one of the terms, and the box shows
            // the words marked, not the terms; mark.js loads with the code that marks, only on a
            // page with words to mark or marks to clear (upstream: mark.unmark() and
            // mark.mark(keywords), which marks any letters that spell a keyword, and the keywords
            // in the box)
            const showInBox = (words) => {
                // Apply any keywords to the search input so that we can clear marks in case we loaded a page with a highlight in the url
                setInputValue(words.join(" "));
                search.current?.autocomplete.setVal(words.join(" "));
            };
            if (keywords.length === 0 && !root.querySelector("mark[data-markjs]")) {
                showInBox([]);
                return;
            }
            import("../../search/targetPageMarks").then(({ markTerms }) => markTerms(root, keywords, [".theme-doc-toc-mobile > button"])).then((words) => showInBox(words.length > 0 || keywords.length === 0 ? words : keywords), () => undefined);
            // [parley] end
        });
    }, [isBrowser, location.search, location.pathname]);
    const [focused, setFocused] = useState(false);
    const onInputFocus = useCallback(() => {
        focusAfterIndexLoaded.current = true;
        loadIndex();
        setFocused(true);
        handleSearchBarToggle?.(true);
        // On small screens the input is collapsed by default; after expanding via
        // focus, move the caret to the end so backspace works as expected.
        // On large screens we leave the native caret behaviour untouched.
        if (window.matchMedia("(max-width: 576px)").matches) {
            const input = searchBarRef.current;
            if (input) {
                setTimeout(() => {
                    input.setSelectionRange(input.value.length, input.value.length);
                }, 0);
            }
        }
    }, [handleSearchBarToggle, loadIndex]);
    const onInputBlur = useCallback(() => {
        setFocused(false);
        handleSearchBarToggle?.(false);
    }, [handleSearchBarToggle]);
    const onInputMouseEnter = useCallback(() => {
        loadIndex();
    }, [loadIndex]);
    // [parley] start: on a phone, which has no hover, a tap starts loading the index when the
    // finger touches the box, before the focus that follows when it lifts
    const onInputTouchStart = onInputMouseEnter;
    // [parley] end
    const onInputChange = useCallback((event) => {
        setInputValue(event.target.value);
        if (event.target.value) {
            setInputChanged(true);
        }
    }, []);
    // Implement hint icons for the search shortcuts on mac and the rest operating systems.
    const isMac = isBrowser ? isMacPlatform() : false;
    // Sync the input value and focus state for SSR
    useEffect(() => {
        const searchBar = searchBarRef.current;
        const domValue = searchBar?.value;
        if (domValue) {
            setInputValue(domValue);
        }
        if (searchBar && document.activeElement === searchBar) {
            focusAfterIndexLoaded.current = true;
            loadIndex();
            setFocused(true);
            handleSearchBarToggle?.(true);
        }
        // [parley] start: the reader hovered or touched the stand-in box this bar replaced
        else if (replacedBox?.loadIndex) {
            loadIndex();
        }
        // [parley] end
    }, 
    // Only run this effect on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
    []);
    useEffect(() => {
        if (!searchBarShortcut || !searchBarShortcutKeymap) {
            return;
        }
        const parsedKeymap = parseKeymap(searchBarShortcutKeymap);
        // Add shortcuts based on custom keymap
        const handleShortcut = (event) => {
            if (matchesKeymap(event, parsedKeymap)) {
                event.preventDefault();
                searchBarRef.current?.focus();
                onInputFocus();
            }
        };
        document.addEventListener("keydown", handleShortcut);
        return () => {
            document.removeEventListener("keydown", handleShortcut);
        };
    }, [onInputFocus, searchBarShortcutKeymap]);
    const onClearSearch = useCallback(() => {
        const params = new URLSearchParams(location.search);
        params.delete(SEARCH_PARAM_HIGHLIGHT);
        const paramsStr = params.toString();
        const searchUrl = location.pathname +
            (paramsStr != "" ? `?${paramsStr}` : "") +
            location.hash;
        if (searchUrl != location.pathname + location.search + location.hash) {
            history.push(searchUrl);
        }
        // We always clear these here because in case no match was selected the above history push wont happen
        setInputValue("");
        search.current?.autocomplete.setVal("");
    }, [location.pathname, location.search, location.hash, history]);
    return (<div className={clsx("navbar__search", styles.searchBarContainer, {
            [styles.searchIndexLoading]: loading && inputChanged,
            [styles.focused]: focused,
        })} hidden={hidden} 
    // Manually make the search bar be LTR even if in RTL
    dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path fill="currentColor" d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"/>
      </svg>
      <input placeholder={translate({
            id: "theme.SearchBar.label",
            message: "Search",
            description: "The ARIA label and placeholder for search button",
        })} aria-label="Search" className={`navbar__search-input ${styles.searchInput}`} onMouseEnter={onInputMouseEnter} /* [parley] start */ onTouchStart={onInputTouchStart} /* [parley] end */ onFocus={onInputFocus} onBlur={onInputBlur} onChange={onInputChange} ref={searchBarRef} value={inputValue}/>
      {/* [parley] start: no Ask AI widget */}
      {/* [parley] end */}
      <LoadingRing className={styles.searchBarLoadingRing}/>
      {searchBarShortcut &&
            searchBarShortcutHint &&
            (inputValue !== "" ? (<button className={styles.searchClearButton} onClick={onClearSearch}>
            ✕
          </button>) : (isBrowser &&
                searchBarShortcutKeymap && (<div className={styles.searchHintContainer}>
              {getKeymapHints(searchBarShortcutKeymap, isMac).map((hint, index) => (<kbd key={index} className={styles.searchHint}>
                    {hint}
                  </kbd>))}
            </div>)))}
    </div>);
}
