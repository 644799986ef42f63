/**
 * Ejected from @easyops-cn/docusaurus-search-local 0.55.3, dist/client/client/theme/
 * searchByWorker.js (MIT licence). It starts the site's worker (src/search/worker.ts) instead of
 * the package's, and the changes are fenced with [parley]: the
 * index starts downloading while the worker starts (if it had not), the worker can start
 * before a search, a search can have the hits of the index's first file before its second, and a
 * worker whose script fails to load is replaced by the next search.
 */
import * as Comlink from "comlink";
let remoteWorkerPromise;
// [parley] start
let startedWorker;
// Rejects when the current worker fails after it has started (an error event: an uncaught error,
// out of memory): the calls it was answering would otherwise never be answered.
let workerFailure = new Promise(() => { });
/** A call to the worker, or the worker's failure, whichever comes first. */
function answered(call) {
    return Promise.race([call, workerFailure]);
}
// [parley] end
function getRemoteWorker() {
    if (process.env.NODE_ENV === "production" && !remoteWorkerPromise) {
        remoteWorkerPromise = (async () => {
            // [parley] start: a worker whose script fails to load (a redeploy removed its chunk, the
            // connection dropped) is an error handled here, not an uncaught one on the page, and
            // the next search starts another (upstream: Comlink.wrap(new Worker(…)))
            const worker = new Worker(/* webpackChunkName: "search-worker" */ new URL("../search/worker.ts", import.meta.url));
            let failed;
            workerFailure = new Promise((_resolve, reject) => {
                failed = reject;
            });
            workerFailure.catch(() => { });
            worker.addEventListener("error", (event) => {
                event.preventDefault();
                worker.terminate();
                remoteWorkerPromise = undefined;
                startedWorker = undefined;
                failed(new Error("The search worker failed"));
            });
            const Remote = Comlink.wrap(worker);
            // A worker whose script failed never answers its construction: its failure does.
            const remote = await Promise.race([new Remote(searchIndexUrl), workerFailure]);
            // The files the search page's inline script requested as the site started
            // (indexPrefetch.ts) are handed over before any search, not requested again.
            if (window[PREFETCHED_INDEX_FILES]) {
                await remote.takeFilesFrom(Comlink.proxy(takePrefetchedFile));
            }
            startedWorker = remote;
            return startedWorker;
            // [parley] end
        })();
    }
    return remoteWorkerPromise;
}
// [parley] start: while the worker's script loads and starts, the index starts downloading at
// once; the worker's own request then waits for this one and reads it from the HTTP cache. A
// worker already started (the page was idle) requests it sooner itself: measured, both requests
// together ended later than the worker's alone. Not on a search page whose inline script has
// requested it already.
import { SEARCH_INDEX_URL as searchIndexUrl } from "../plugins/search/indexAddress";
import { PREFETCHED_INDEX_FILES } from "../plugins/search/indexPrefetch";
const indexesRequested = new Set();
/** The body of a file the search page's inline script requested, for the worker to take once; else nothing. */
function takePrefetchedFile(url) {
    const files = window[PREFETCHED_INDEX_FILES];
    const body = files?.[url];
    if (!body) {
        return undefined;
    }
    delete files[url];
    return body.then((buffer) => Comlink.transfer(buffer, [buffer]), () => undefined);
}
function prefetchIndex(baseUrl, searchContext) {
    const url = `${baseUrl}${searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\//g, "-")}` : "")}`;
    if (indexesRequested.has(url) || window[PREFETCHED_INDEX_FILES]?.[url]) {
        return;
    }
    indexesRequested.add(url);
    fetch(url)
        .then((response) => response.arrayBuffer())
        .catch(() => indexesRequested.delete(url));
}
// [parley] end
// [parley] start: the worker can start before the reader searches (theme/SearchBar/index.tsx)
export function startSearchWorker() {
    void getRemoteWorker();
}
// [parley] end
export async function fetchIndexesByWorker(baseUrl, searchContext) {
    if (process.env.NODE_ENV === "production") {
        // [parley] start: a started worker is asked at once, in the focus event's task: awaited,
        // the request would wait for the end of that task (React's rendering of the focus)
        if (startedWorker) {
            return answered(startedWorker.fetchIndexes(baseUrl, searchContext));
        }
        prefetchIndex(baseUrl, searchContext);
        // [parley] end
        const remoteWorker = await getRemoteWorker();
        // [parley] start: answered with an error if the worker fails meanwhile
        await answered(remoteWorker.fetchIndexes(baseUrl, searchContext));
        // [parley] end
    }
}
export async function searchByWorker(baseUrl, searchContext, input, limit) {
    if (process.env.NODE_ENV === "production") {
        const remoteWorker = await getRemoteWorker();
        // [parley] start: answered with an error if the worker fails meanwhile
        return answered(remoteWorker.search(baseUrl, searchContext, input, limit));
        // [parley] end
    }
    return [];
}
// [parley] start: hits as soon as the index's first file is searched, and whether they are the
// whole index's (src/search/worker.ts)
export async function searchSoonByWorker(baseUrl, searchContext, input, limit) {
    if (process.env.NODE_ENV === "production") {
        const remoteWorker = await getRemoteWorker();
        return answered(remoteWorker.searchSoon(baseUrl, searchContext, input, limit));
    }
    return { results: [], complete: true, text: true };
}
/** Hits of the index as far as `stage` ("soon", "whole", "text"), and how far that was (src/search/worker.ts). */
export async function searchIndexesByWorker(baseUrl, searchContext, input, limit, stage) {
    if (process.env.NODE_ENV === "production") {
        const remoteWorker = await getRemoteWorker();
        return answered(remoteWorker.searchIndexes(baseUrl, searchContext, input, limit, stage));
    }
    return { results: [], complete: true, text: true };
}
// [parley] end
