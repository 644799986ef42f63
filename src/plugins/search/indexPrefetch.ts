/**
 * The search page opened fresh (a link, a bookmark, the home page's search form) requests its index
 * as the site's bundles start, not once the page has hydrated and its worker has started: on a
 * phone that is a second of the connection's time. The page's inline script requests the three
 * files one after the other, each with the connection to itself, and the worker, once started,
 * reads them from the HTTP cache (a request for a file still arriving waits for it).
 */
import {BUNDLES_START_EVENT} from '../../../config/ssrTemplate';
import {contentFileOf, textFileOf} from './splitIndex';

/** The class of the search page's `<main>`: the page whose worker's scripts the loader prefetches. */
export const SEARCH_PAGE_CLASS = 'search-page';

/** The `webpackChunkName` of the search worker (`searchByWorker.js`). */
export const SEARCH_WORKER_CHUNK = 'search-worker';

/**
 * The search page's inline script. `indexUrl` is the plugin's `search-index{dir}.json?_=<hash>`
 * with the base URL; `contexts` the sections' paths: any other `ctx` is the whole site, as the
 * page takes it. The text is the same on every build of the same index, and the
 * Content-Security-Policy lists its hash (scripts/nginx-config.ts).
 */
export function indexPrefetchScript(indexUrl: string, contexts: string[]): string {
  const files = [indexUrl, contentFileOf(indexUrl), textFileOf(indexUrl)];
  return `(function (files, contexts) {
  var params = new URLSearchParams(location.search);
  var context = params.get('ctx') || '';
  if (params.get('version')) return;
  if (contexts.indexOf(context) < 0) context = '';
  var dir = context === '' ? '' : '-' + context.replace(/\\//g, '-');
  function request(place) {
    if (place === files.length) return;
    fetch(files[place].replace('{dir}', dir))
      .then(function (response) { return response.ok ? response.arrayBuffer() : Promise.reject(); })
      .then(function () { request(place + 1); }, function () {});
  }
  document.addEventListener(${JSON.stringify(BUNDLES_START_EVENT)}, function () { request(0); }, {once: true});
})(${JSON.stringify(files)}, ${JSON.stringify(contexts)});`;
}
