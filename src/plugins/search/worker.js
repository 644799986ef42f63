/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.52.3, dist/client/client/theme/worker.js
 * (MIT licence), changes fenced with [parley]: readers' questions need their own ranking and a
 * two-file index, which the package's worker cannot be told to use (README.md, "Files").
 */
import * as Comlink from "comlink";
import lunr from "lunr";
import { searchIndexUrl, language } from "@search-upstream/generatedConstants";
import { tokenize } from "@search-upstream/tokenize";
import { smartQueries } from "@search-upstream/smartQueries";
import { SearchDocumentType, } from "@search-upstream/interfaces";
import { sortSearchResults } from "@search-upstream/sortSearchResults";
import { processTreeStatusOfSearchResults } from "@search-upstream/processTreeStatusOfSearchResults";
// [parley] start: the words of a question one by one
import { fuzzyMatchingDistance } from "@search-upstream/generatedConstants";
import { asksWhenReleased, documentsByRef, identifiersIn, misspeltWords, onePerPageFirst, pagesNaming, pagesTitled, pageWeights, searchByWords } from "./searchByWords";
import { WORD_SEPARATOR } from "./wordSeparator";
import { loadIndex, termsOf } from "./loadIndex";
import { CONTENT_FILE_INDEXES, CONTENT_INDEX, contentFileOf, FIRST_FILE_INDEXES, textFileOf, withPageFields, withTexts } from "./splitIndex";
import { RELEASE_NOTES_PATH } from "../../../config/routes";
// The words of the titles (`pagesTitled`) split as the indexed words were.
lunr.tokenizer.separator = WORD_SEPARATOR;
/** Hits gathered before the best are kept: twice the dropdown's 8. */
const CANDIDATES = 16;
// [parley] end
const cache = new Map();
// [parley] start: the page's function that hands over a file its search page's inline script
// requested (searchByWorker.js, indexPrefetch.ts), or nothing
let takePrefetchedFile = () => undefined;
// [parley] end
export class SearchWorker {
    // [parley] start
    takeFilesFrom(take) {
        takePrefetchedFile = take;
    }
    // [parley] end
    async fetchIndexes(baseUrl, searchContext) {
        // [parley] start: the index's first two files, the whole index; its text follows
        // (upstream: the one file)
        await this.lowLevelFetchIndexes(baseUrl, searchContext).whole;
        // [parley] end
    }
    // [parley] start: not async: the index's three files, each a promise (upstream: one promise)
    lowLevelFetchIndexes(baseUrl, searchContext) {
        // [parley] end
        const cacheKey = `${baseUrl}${searchContext}`;
        let promise = cache.get(cacheKey);
        if (!promise) {
            promise = legacyFetchIndexes(baseUrl, searchContext);
            cache.set(cacheKey, promise);
            // [parley] start: a file that failed to load is requested again by the next search
            promise.withText.then((indexes) => indexes.text || cache.delete(cacheKey), () => cache.delete(cacheKey));
            // [parley] end
        }
        return promise;
    }
    // [parley] start: the hits of the whole index with its text; `searchSoon` gives them sooner
    // (splitIndex.ts)
    async search(baseUrl, searchContext, input, limit) {
        // The dropdown renders the text of every hit: without the text file, the first file's hits.
        const { results, text } = await this.searchIndexes(baseUrl, searchContext, input, limit, "text");
        return text ? results : (await this.searchIndexes(baseUrl, searchContext, input, limit, "soon")).results;
    }
    /** Hits of the index's titles, descriptions and keywords, or of the whole index with its text once in. */
    async searchSoon(baseUrl, searchContext, input, limit) {
        return this.searchIndexes(baseUrl, searchContext, input, limit, "soon");
    }
    /**
     * Hits of the index as far as `stage` asks, or further if that is in: "soon", its first file;
     * "whole", the whole index, before its sections' text is in; "text", with it. Answers
     * `complete`, whether they are the whole index's, and `text`, whether the text is in: a file
     * that failed to load leaves the stage before.
     */
    async searchIndexes(baseUrl, searchContext, input, limit, stage) {
        // [parley] end
        // [parley] start: more candidates than hits, then the best of them (see below)
        const hitLimit = limit;
        limit = Math.max(limit, CANDIDATES);
        // [parley] end
        // [parley] start: words split at underscores and their punctuation trimmed, as the indexed
        // words are (see wordSeparator.ts; "chats," or "chats?" matched nothing, and a query needing
        // every word found nothing)
        const rawTokens = tokenize(input, language).flatMap((token) => token.split(WORD_SEPARATOR)).map((token) => lunr.trimmer(new lunr.Token(token, {})).toString()).filter((token) => token !== "");
        // [parley] end
        if (rawTokens.length === 0) {
            // [parley] start
            return { results: [], complete: true, text: true };
            // [parley] end
        }
        // [parley] start: the index as far as the stage asks, or further if that is in
        const loading = this.lowLevelFetchIndexes(baseUrl, searchContext);
        const { wrappedIndexes, zhDictionary, complete, text } = await (loading.textLoaded || stage === "text"
            ? loading.withText
            : stage === "whole" ? loading.whole : loading.first);
        // [parley] end
        const queries = smartQueries(rawTokens, zhDictionary);
        const results = [];
        search: for (const { term, tokens } of queries) {
            for (const { documents, index, type } of wrappedIndexes) {
                // [parley] start
                const refsInResults = new Set(results.map((item) => item.document.i.toString()));
                // [parley] end
                results.push(...index
                    .query((query) => {
                    for (const item of term) {
                        query.term(item.value, {
                            wildcard: item.wildcard,
                            presence: item.presence,
                            ...(item.editDistance
                                ? { editDistance: item.editDistance }
                                : null),
                        });
                    }
                })
                    .slice(0, limit)
                    // Remove duplicated results.
                    // [parley] start: each list's entries by ref, looked up (upstream: a search through
                    // the results and the entries for each hit, slow with a hundred hits)
                    .filter((result) => !refsInResults.has(result.ref))
                    .slice(0, limit - results.length)
                    .map((result) => {
                    const document = documentsByRef(documents).get(result.ref);
                    return {
                        document,
                        type,
                        page: type !== SearchDocumentType.Title &&
                            documentsByRef(wrappedIndexes[0].documents).get(String(document.p)),
                        // [parley] end
                        metadata: result.matchData.metadata,
                        tokens,
                        score: result.score,
                    };
                }));
                if (results.length >= limit) {
                    break search;
                }
            }
        }
        // [parley] start: the words one by one after the plugin's hits, then the hits of pages
        // that hold the most of the question first, each page's best hit before any second
        const words = [...new Set(rawTokens.filter((token) => lunr.stopWordFilter(token) !== undefined))];
        // A word no index holds is a typo, matched at the plugin's fuzzy distance (misspeltWords).
        // Before the text file is in, a word only the text holds is taken for one too, as the
        // plugin's own queries take it; the whole index's hits then replace these.
        const wordQuery = {
            optional: lunr.Query.presence.OPTIONAL,
            misspelt: misspeltWords(wrappedIndexes, words, (word) => lunr.stemmer(new lunr.Token(word)).toString()),
            editDistance: Math.max(0, fuzzyMatchingDistance),
        };
        if (results.length < limit && words.length > 1) {
            const exclude = new Set(results.map((item) => item.document.i.toString()));
            for (const { document, type, hit } of searchByWords(wrappedIndexes, words, wordQuery, exclude, limit - results.length)) {
                results.push({
                    document,
                    type,
                    page: type !== SearchDocumentType.Title &&
                        documentsByRef(wrappedIndexes[0].documents).get(String(document.p)),
                    metadata: hit.matchData.metadata,
                    tokens: words,
                    score: hit.score,
                });
            }
        }
        const weights = pageWeights(wrappedIndexes, words, wordQuery);
        const pageOf = (item) => String(item.type === SearchDocumentType.Title ? item.document.i : item.document.p);
        const weightOf = (item) => weights.get(pageOf(item)) ?? 0;
        // A page whose title is the question comes first.
        const termsOf = (text) => lunr.tokenizer(text).map(lunr.trimmer).filter((token) => token.toString() !== "" && lunr.stopWordFilter(token) !== undefined).map((token) => lunr.stemmer(token).toString());
        const titled = pagesTitled(wrappedIndexes[0].documents, input, termsOf);
        // Then the pages that name a code the question holds whole (CLIENT_ALREADY_EXISTS): its
        // words apart are everywhere ("transfer", "agent").
        const naming = pagesNaming(wrappedIndexes, identifiersIn(input));
        // The pages that hold the most of the question, those titled by it and those naming its
        // codes are hits even where the plugin's queries did not reach them (its candidates were
        // full of sections that mention every word).
        const present = new Set(results.map(pageOf));
        for (const page of [...titled, ...naming, ...[...weights].sort((a, b) => b[1] - a[1]).slice(0, hitLimit).map(([page]) => page)]) {
            const document = documentsByRef(wrappedIndexes[0].documents).get(page);
            if (present.has(page) || !document) {
                continue;
            }
            results.push({
                document,
                type: SearchDocumentType.Title,
                page: false,
                // No word of the title may match: the snippet finds what it can (matchPositions.ts).
                metadata: Object.fromEntries(words.map((word) => [word, { t: {} }])),
                tokens: words,
                score: 0,
            });
            present.add(page);
        }
        // Then, for a question about when something came ("when was Instagram added"), the release
        // notes: the page about the feature holds the same words.
        const releaseNotes = `${baseUrl}${RELEASE_NOTES_PATH}/`;
        const whenReleased = asksWhenReleased(input);
        const isReleaseNote = (item) => whenReleased && (item.type === SearchDocumentType.Title || !item.page ? item.document.u : item.page.u).startsWith(releaseNotes);
        const order = new Map(results.map((item, index) => [item, index]));
        const firstOf = (item) => (titled.has(pageOf(item)) ? 3 : naming.has(pageOf(item)) ? 2 : isReleaseNote(item) ? 1 : 0);
        results.sort((a, b) => firstOf(b) - firstOf(a) || weightOf(b) - weightOf(a) || order.get(a) - order.get(b));
        results.splice(0, results.length, ...onePerPageFirst(results, pageOf, (item) => item.type === SearchDocumentType.Title));
        results.splice(hitLimit);
        // [parley] end
        sortSearchResults(results);
        processTreeStatusOfSearchResults(results);
        // [parley] start
        return { results, complete, text };
        // [parley] end
    }
}
// [parley] start: not async: three promises, one for each file (upstream: one promise)
function legacyFetchIndexes(baseUrl, searchContext) {
    // [parley] end
    const url = `${baseUrl}${searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\//g, "-")}` : "")}`;
    // Catch potential attacks.
    const fullUrl = new URL(url, location.origin);
    if (fullUrl.origin !== location.origin) {
        throw new Error("Unexpected version url");
    }
    // [parley] start: three files (splitIndex.ts): the titles, descriptions and keywords; the
    // headings' index and the index of the sections' text; that text. A phone gets the whole
    // connection for each in turn: the first hits come from the first file, the whole index's from
    // the second, and the third gives their snippets. The second is requested once the searches
    // waiting for the first are answered (a task later): read beside them, it made them later
    // (External API: a median of 70 against 58 ms, ten fresh pages each). A file that fails leaves
    // the stage before.
    const fetchJson = async (fileUrl) => {
        const prefetched = await Promise.resolve(takePrefetchedFile(fileUrl)).catch(() => undefined);
        if (prefetched) {
            return JSON.parse(new TextDecoder().decode(prefetched));
        }
        const response = await fetch(fileUrl);
        if (!response.ok) {
            throw new Error(`${response.status} ${response.url}`);
        }
        return response.json();
    };
    const first = fetchJson(url).then((json) => ({
        ...loadedIndexes(json, FIRST_FILE_INDEXES, json[0].documents),
        complete: false,
        text: false,
    }));
    const contentJson = first.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => fetchJson(contentFileOf(url)));
    const whole = Promise.all([first, contentJson]).then(([loaded, content]) => {
        const sections = loadedIndexes(content, CONTENT_FILE_INDEXES, loaded.wrappedIndexes[0].documents);
        return {
            // In the plugin's order, which its queries take their hits in.
            wrappedIndexes: [...loaded.wrappedIndexes, ...sections.wrappedIndexes].sort((a, b) => a.type - b.type),
            zhDictionary: [...loaded.zhDictionary, ...sections.zhDictionary],
            complete: true,
            text: false,
        };
    }, async () => ({ ...(await first) }));
    const withText = whole.then((loaded) => {
        if (!loaded.complete) {
            return loaded;
        }
        return fetchJson(textFileOf(url)).then((texts) => ({
            ...loaded,
            wrappedIndexes: loaded.wrappedIndexes.map((wrapped) => wrapped.type === CONTENT_INDEX ? { ...wrapped, documents: withTexts(wrapped.documents, texts) } : wrapped),
            text: true,
        }), () => loaded);
    });
    const loading = { first, whole, withText, textLoaded: false };
    withText.then((loaded) => (loading.textLoaded = loaded.text), () => { });
    return loading;
    // [parley] end
}
// [parley] start
/**
 * Indexes of a file, loaded; `types` are their types in the file's order, and `pages` the pages'
 * entries (the title index's), whose fields the others' entries share (upstream: the one file's,
 * inline).
 */
function loadedIndexes(json, types, pages) {
    const wrappedIndexes = json.map(({ documents, index }, place) => ({
        type: types[place],
        documents: withPageFields(documents, types[place], pages),
        // [parley] end
        // [parley] start: the token set built as a trie (loadIndex.ts; upstream: lunr.Index.load)
        index: loadIndex(lunr, index),
        // [parley] end
    }));
    const zhDictionary = json.reduce((acc, item) => {
        // [parley] start: the terms of either form of the index (loadIndex.ts; upstream: item.index.invertedIndex)
        for (const term of termsOf(item.index)) {
            if (/\p{Unified_Ideograph}/u.test(term[0])) {
                acc.add(term);
            }
        }
        // [parley] end
        return acc;
    }, new Set());
    return {
        wrappedIndexes,
        zhDictionary: Array.from(zhDictionary),
    };
}
Comlink.expose(SearchWorker);
