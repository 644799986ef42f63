/**
 * The search page opened fresh (a link, a bookmark, the home page's search form) requests its index
 * as the site's bundles start, not once the page has hydrated and its worker has started: on a
 * phone the files then arrive while the page hydrates, not after. The page's inline script
 * requests the three files one after the other, each with the connection to itself, and keeps
 * their bodies for the worker, which takes them (`searchByWorker.js`) rather than request them
 * again: each file comes down once, whatever the browser's cache does with a request for a file
 * still arriving.
 */
import {BUNDLES_START_EVENT} from '../../../config/ssrTemplate';
import {contentFileOf, textFileOf} from '../../search/indexFiles';

/**
 * The global the inline script keeps the files in: each file's address (as the worker asks for it)
 * to a promise of its body, which fails if its request did.
 */
export const PREFETCHED_INDEX_FILES = 'parleySearchIndexFiles';

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
  return `(function (files, contexts, store) {
  var params = new URLSearchParams(location.search);
  var context = params.get('ctx') || '';
  if (params.get('version')) return;
  if (contexts.indexOf(context) < 0) context = '';
  var dir = context === '' ? '' : '-' + context.replace(/\\//g, '-');
  var urls = files.map(function (file) { return file.replace('{dir}', dir); });
  var bodies = window[store] = {};
  var settle = urls.map(function (url) {
    var handlers;
    bodies[url] = new Promise(function (resolve, reject) { handlers = {resolve: resolve, reject: reject}; });
    bodies[url].catch(function () {});
    return handlers;
  });
  function request(place) {
    if (place === urls.length) return;
    fetch(urls[place])
      .then(function (response) { return response.ok ? response.arrayBuffer() : Promise.reject(new Error(response.status)); })
      .then(function (body) {
        settle[place].resolve(body);
        request(place + 1);
      }, function (error) {
        for (var rest = place; rest < urls.length; rest += 1) settle[rest].reject(error);
      });
  }
  document.addEventListener(${JSON.stringify(BUNDLES_START_EVENT)}, function () { request(0); }, {once: true});
})(${JSON.stringify(files)}, ${JSON.stringify(contexts)}, ${JSON.stringify(PREFETCHED_INDEX_FILES)});`;
}
