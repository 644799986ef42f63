/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.55.3, dist/client/client/theme/SearchPage/
 * SearchPage.jsx (MIT licence), for the changes fenced with [parley]. Plain JavaScript, as the
 * package ships it (it has no types for its client modules), and kept out of Prettier; the
 * package's theme modules it uses unchanged are imported as `@theme/…`, its styles are the ejected
 * `SearchPage.module.css`.
 * - The results (up to 100, each a link with highlighted text) render as transitions, the first
 *   5 at once and 5 more in each idle period after: in one synchronous render they were a task
 *   of 600 ms and more on a phone (Lighthouse's 4x slowdown).
 * - The results area keeps the height of the viewport from the first paint, so the footer does
 *   not jump down when the results arrive (a layout shift of 0.6 in Lighthouse).
 * - The "page | site title" pattern and a description for the page's metadata.
 * - Hits come from the site's search (src/search/), their matched words marked by the worker
 *   (`src/search/snippet.ts` renders them); a hit's link carries the index terms the question
 *   matched; the section select has an accessible name.
 * - The first results come from the index's first file (titles, descriptions, keywords), with
 *   the results busy until the whole index's add to them below, and their snippets busy until the
 *   sections' text is in; a later query's results are never replaced by an earlier one's; an
 *   index that fails to load says so.
 * - A page opened fresh starts its search before it hydrates (`indexPrefetch.ts`).
 */
import React, { useCallback, useEffect, useMemo, useState } from "react";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import { translate } from "@docusaurus/Translate";
import { usePluralForm } from "@docusaurus/theme-common";
import clsx from "clsx";
import useSearchQuery from "@theme/hooks/useSearchQuery";
// [parley] start: the site's worker, which also searches a question's words one by one (`searchByWorker.js`)
import { fetchIndexesByWorker, searchIndexesByWorker } from "../searchByWorker";
// [parley] end
// [parley] start: the index's types as the site's search names them (upstream: SearchDocumentType)
import { DocumentType as SearchDocumentType } from "../../search/types";
// [parley] end
// [parley] start: the site's snippets (upstream: highlight, highlightStemmed, getStemmedPositions)
import { highlightedHtml } from "../../search/snippet";
// [parley] end
import LoadingRing from "@theme/LoadingRing/LoadingRing";
// [parley] start: the options from the site's typed module (upstream: utils/proxiedGenerated);
// not `Mark`, which would load mark.js with the page (targetPageHighlight.ts)
import { searchOptions } from "../../plugins/search/options";
const { searchContextByPaths, useAllContextsWithNoSearchContext } = searchOptions;
import { HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE } from "../../plugins/search/targetPageHighlight";
// [parley] end
import styles from "./SearchPage.module.css";
// [parley] start
import { startTransition } from "react";
import useIsBrowser from "@docusaurus/useIsBrowser";
const RESULTS_AT_ONCE = 5;
/** How many characters of a hit's text a result shows around its first marked word. */
const SNIPPET_LENGTH = 100;
/** The results the page lists; one more is asked for, to know whether more matched. */
const RESULT_LIMIT = 100;
function whenIdle(callback) {
    if ("requestIdleCallback" in window) {
        const id = window.requestIdleCallback(callback, { timeout: 1000 });
        return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(callback, 50);
    return () => window.clearTimeout(id);
}
import { PageMetadata } from "@docusaurus/theme-common";
import parleyStyles from "./styles.module.css";
import { SEARCH_INDEX_URL as searchIndexUrl, SITE_BASE_URL } from "../../plugins/search/indexAddress";
import { indexPrefetchScript, PREFETCHED_INDEX_FILES, SEARCH_PAGE_CLASS } from "../../plugins/search/indexPrefetch";
/**
 * The search of a page opened fresh (`indexPrefetch.ts`), started as this module loads, before the
 * page hydrates: the worker then reads the index its inline script requested and searches it while
 * the page hydrates, and the page's first search for the same words takes this answer. Read as
 * the page reads the address (`useSearchQuery`).
 */
let searchedAhead;
/** The sections' paths, the `ctx` a search page knows. */
const SECTION_PATHS = Array.isArray(searchContextByPaths) ? searchContextByPaths.map((item) => (typeof item === "string" ? item : item.path)) : [];
if (typeof window !== "undefined" && window[PREFETCHED_INDEX_FILES]) {
    const params = new URLSearchParams(window.location.search);
    const query = params.get("q") || "";
    const context = params.get("ctx") || "";
    const searchContext = SECTION_PATHS.includes(context) ? context : "";
    if (query) {
        const answer = searchIndexesByWorker(SITE_BASE_URL, searchContext, query, RESULT_LIMIT + 1, "soon");
        answer.catch(() => undefined);
        searchedAhead = { key: JSON.stringify([SITE_BASE_URL, searchContext, query]), answer };
    }
}
/** The answer searched ahead for these arguments, once; else nothing. */
function takeSearchedAhead(versionUrl, searchContext, query) {
    const ahead = searchedAhead;
    searchedAhead = undefined;
    return ahead?.key === JSON.stringify([versionUrl, searchContext, query]) ? ahead.answer : undefined;
}
// [parley] end
// [parley] start: the site's typed copy (upstream: utils/normalizeContextByPath)
import { normalizeContextByPath } from "../../plugins/search/searchContext";
// [parley] end
export default function SearchPage() {
    // [parley] start: the results are the page's main landmark (upstream: no <main>); a page
    // opened fresh requests its index as the site starts (`indexPrefetch.ts`)
    const { siteConfig: { baseUrl } } = useDocusaurusContext();
    return (<Layout>
      <main className={SEARCH_PAGE_CLASS}>
        <script dangerouslySetInnerHTML={{ __html: indexPrefetchScript(`${baseUrl}${searchIndexUrl}`, SECTION_PATHS) }}/>
        <SearchPageContent />
      </main>
    </Layout>);
    // [parley] end
}
function SearchPageContent() {
    const { siteConfig: { baseUrl }, i18n: { currentLocale }, } = useDocusaurusContext();
    const { selectMessage } = usePluralForm();
    const { searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext, } = useSearchQuery();
    const [searchQuery, setSearchQuery] = useState(searchValue);
    const [searchResults, setSearchResults] = useState();
    // [parley] start: how many results are rendered so far, and whether the whole index's are still to come
    const [shownResults, setShownResults] = useState(RESULTS_AT_ONCE);
    const [searchPending, setSearchPending] = useState(false);
    const [snippetsPending, setSnippetsPending] = useState(false);
    const [searchFailed, setSearchFailed] = useState(false);
    const isBrowser = useIsBrowser();
    useEffect(() => {
        if (!searchResults || shownResults >= searchResults.length) {
            return undefined;
        }
        return whenIdle(() => startTransition(() => setShownResults((count) => count + RESULTS_AT_ONCE)));
    }, [searchResults, shownResults]);
    // [parley] end
    const versionUrl = `${baseUrl}${searchVersion}`;
    const pageTitle = useMemo(() => searchQuery
        ? translate({
            id: "theme.SearchPage.existingResultsTitle",
            message: 'Search results for "{query}"',
            description: "The search page title for non-empty query",
        }, {
            query: searchQuery,
        })
        : translate({
            id: "theme.SearchPage.emptyResultsTitle",
            message: "Search the documentation",
            description: "The search page title for empty query",
        }), [searchQuery]);
    useEffect(() => {
        // [parley] start: the address keeps its query until the page has read it: the query is read
        // only once the page knows it is in the browser, which can come after this first run
        // (upstream: updateSearchPath(searchQuery), which took `q` out of the address here)
        if (searchQuery || isBrowser) {
            updateSearchPath(searchQuery);
        }
        // [parley] end
        if (searchQuery) {
            // [parley] start: the hits of the index's first file as soon as it is searched, then the
            // whole index's, then their snippets once the sections' text is in (src/search/indexFiles.ts): on
            // a phone's connection the whole site's index comes well before its text.
            // No hit in the first file is no answer yet; the whole index's results start with the
            // first file's (src/search/rank.ts). The results are a transition, rendered in
            // slices; a later query's results replace these, never the reverse (upstream:
            // setSearchResults(await searchByWorker(…)))
            let current = true;
            const show = (results, pending, snippetsToCome) => startTransition(() => {
                setSearchResults(results);
                setSearchPending(pending);
                setSnippetsPending(snippetsToCome);
            });
            const search = (stage) => searchIndexesByWorker(versionUrl, searchContext, searchQuery, RESULT_LIMIT + 1, stage);
            setSearchPending(true);
            setSearchFailed(false);
            (async () => {
                const soon = await (takeSearchedAhead(versionUrl, searchContext, searchQuery) ?? search("soon"));
                if (!current) {
                    return;
                }
                if (soon.complete || soon.results.length > 0) {
                    // The whole index's results then keep the number rendered so far.
                    startTransition(() => setShownResults(RESULTS_AT_ONCE));
                    show(soon.results, !soon.complete, false);
                }
                if (soon.complete) {
                    return;
                }
                const whole = await search("whole");
                if (!current) {
                    return;
                }
                show(whole.results, false, whole.complete && !whole.text);
                if (!whole.complete || whole.text) {
                    return;
                }
                // A text file or a worker that fails leaves the whole index's results without snippets.
                const withText = await search("text").catch(() => whole);
                if (current) {
                    show(withText.results, false, false);
                }
            })().catch(() => {
                // The index did not load (the worker requests it again at the next search).
                if (current) {
                    setSearchPending(false);
                    setSearchFailed(true);
                }
            });
            return () => {
                current = false;
            };
            // [parley] end
        }
        else {
            setSearchResults(undefined);
            // [parley] start
            setSearchPending(false);
            setSnippetsPending(false);
            // [parley] end
        }
        // `updateSearchPath` should not be in the deps,
        // otherwise will cause call stack overflow.
    }, [searchQuery, versionUrl, searchContext]);
    const handleSearchInputChange = useCallback((e) => {
        setSearchQuery(e.target.value);
    }, []);
    useEffect(() => {
        if (searchValue && searchValue !== searchQuery) {
            setSearchQuery(searchValue);
        }
    }, [searchValue]);
    const [searchWorkerReady, setSearchWorkerReady] = useState(false);
    useEffect(() => {
        // [parley] start: not before the page has read the address's section: the whole site's
        // index was loaded for nothing on a section's search page (upstream: at once)
        if (!isBrowser) {
            return;
        }
        // [parley] end
        async function doFetchIndexes() {
            if (!Array.isArray(searchContextByPaths) ||
                searchContext ||
                useAllContextsWithNoSearchContext) {
                // [parley] start: an index that fails to load is the search's to report (upstream: an uncaught error)
                await fetchIndexesByWorker(versionUrl, searchContext).catch(() => undefined);
                // [parley] end
            }
            setSearchWorkerReady(true);
        }
        doFetchIndexes();
    // [parley] start
    }, [searchContext, versionUrl, isBrowser]);
    // [parley] end
    return (<React.Fragment>
      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow"/>
        <title>{pageTitle}</title>
      </Head>
      {/* [parley] start: "page | site title" and a description */}
      <PageMetadata title={pageTitle} description="Search the Parley Chat Center documentation: the user guide for agents, supervisors and administrators, the API guide and the release notes."/>
      {/* [parley] end */}

      {/* [parley] start: the height of the viewport from the first paint (upstream: no results class) */}
      <div className={clsx("container margin-vert--lg", parleyStyles.results)}>
      {/* [parley] end */}
        <h1>{pageTitle}</h1>

        <div className="row">
          <div className={clsx("col", {
            [styles.searchQueryColumn]: Array.isArray(searchContextByPaths),
            "col--9": Array.isArray(searchContextByPaths),
            "col--12": !Array.isArray(searchContextByPaths),
        })}>
            <input type="search" name="q" className={styles.searchQueryInput} aria-label="Search" onChange={handleSearchInputChange} value={searchQuery} autoComplete="off" autoFocus/>
          </div>
          {Array.isArray(searchContextByPaths) ? (<div className={clsx("col", "col--3", "padding-left--none", styles.searchContextColumn)}>
              {/* [parley] start: an accessible name (upstream: none) */}
              <select name="search-context" aria-label={translate({
                    id: "theme.SearchPage.searchContext.label",
                    message: "Search in",
                })} className={styles.searchContextInput} id="context-selector" value={searchContext} onChange={(e) => updateSearchContext(e.target.value)}>
              {/* [parley] end */}
                {useAllContextsWithNoSearchContext && (<option value="">
                    {translate({
                    id: "theme.SearchPage.searchContext.everywhere",
                    message: "Everywhere",
                })}
                  </option>)}
                {searchContextByPaths.map((context) => {
                const { label, path } = normalizeContextByPath(context, currentLocale);
                return (<option key={path} value={path}>
                      {label}
                    </option>);
            })}
              </select>
            </div>) : null}
        </div>

        {/* [parley] start: no ring once the search has failed, and a way on (upstream: the ring until the index loads) */}
        {!searchWorkerReady && !searchFailed && searchQuery && (<div>
            <LoadingRing />
          </div>)}
        {searchFailed && (<p role="alert">
            {translate({
                id: "theme.SearchPage.indexFailedText",
                message: "The search index could not be loaded. Check your connection, then search again.",
            })}
          </p>)}
        {/* [parley] end */}

        {searchResults &&
            (searchResults.length > 0 ? (<p>
              {/* [parley] start: more matches than the page lists are said so (upstream: "100 documents found") */}
              {searchResults.length > RESULT_LIMIT
                ? translate({
                    id: "theme.SearchPage.documentsFound.more",
                    message: "More than {count} documents found; the first {count} are listed",
                }, { count: RESULT_LIMIT })
                : selectMessage(searchResults.length, translate({
                    id: "theme.SearchPage.documentsFound.plurals",
                    message: "1 document found|{count} documents found",
                    description: 'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                }, { count: searchResults.length }))}
              {/* [parley] end */}
            </p>) : process.env.NODE_ENV === "production" ? (<p>
              {translate({
                    id: "theme.SearchPage.noResultsText",
                    message: "No documents were found",
                    description: "The paragraph for empty search result",
                })}
            </p>) : (<p>
              ⚠️ The search index is only available when you run docusaurus
              build!
            </p>))}

        {/* [parley] start: busy while the whole index's results are still to come (upstream: no attribute) */}
        <section aria-busy={searchPending || undefined}>
        {/* [parley] end */}
          {searchResults &&
            // [parley] start: the results rendered so far (upstream: searchResults.map)
            searchResults.slice(0, Math.min(shownResults, RESULT_LIMIT)).map((item) => (<SearchResultItem key={item.document.i} searchResult={item} snippetPending={snippetsPending}/>))}
            {/* [parley] end */}
        </section>
      </div>
    </React.Fragment>);
}
// [parley] start: a section's snippet is busy until the sections' text is in (upstream: no
// snippetPending); the index terms the question matched, and the marked words (upstream: tokens, metadata)
function SearchResultItem({ searchResult: { document, type, page, terms: tokens, marks }, snippetPending, }) {
    // [parley] end
    const isTitle = type === SearchDocumentType.Title;
    const isKeywords = type === SearchDocumentType.Keywords;
    const isDescription = type === SearchDocumentType.Description;
    const isDescriptionOrKeywords = isDescription || isKeywords;
    const isTitleRelated = isTitle || isDescriptionOrKeywords;
    const isContent = type === SearchDocumentType.Content;
    const pathItems = (isTitle ? document.b : page.b).slice();
    const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t);
    if (!isTitleRelated) {
        pathItems.push(page.t);
    }
    let search = "";
    // [parley] start
    if (HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE && tokens.length > 0) {
        // [parley] end
        const params = new URLSearchParams();
        for (const token of tokens) {
            params.append("_highlight", token);
        }
        search = `?${params.toString()}`;
    }
    return (<article className={styles.searchResultItem}>
      <h2>
        <Link to={document.u + search + (document.h || "")} dangerouslySetInnerHTML={{
            // [parley] start: whole words (upstream: highlight, highlightStemmed)
            __html: isContent || isDescriptionOrKeywords
                ? highlightedHtml(articleTitle, marks.s)
                : highlightedHtml(articleTitle, marks.t, SNIPPET_LENGTH),
            // [parley] end
        }}></Link>
      </h2>
      {pathItems.length > 0 && (<p className={styles.searchResultItemPath}>
          {/* [parley] start: upstream's concatDocumentPath, inline */}
          {pathItems.join(" › ")}
          {/* [parley] end */}
        </p>)}
      {/* [parley] start: a section whose text is not in yet: a busy line until it is, nothing if it failed to load (upstream: its snippet) */}
      {isContent && document.t === undefined ? (snippetPending && (<p className={clsx(styles.searchResultItemSummary, parleyStyles.snippetPending)} aria-busy="true"/>)) : (<>
      {/* [parley] end */}
      {(isContent || isDescription) && (<p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{
                // [parley] start: whole words (upstream: highlightStemmed)
                __html: highlightedHtml(document.t, marks.t, SNIPPET_LENGTH),
                // [parley] end
            }}/>)}
      {/* [parley] start */}
      </>)}
      {/* [parley] end */}
    </article>);
}
