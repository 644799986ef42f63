/**
 * Where the browser finds the search indexes: the site's base URL and the address template of an
 * index (`search-index{dir}.json?_=<hash>`, `{dir}` being `-<section>` or nothing). `index.ts`
 * defines them at build time (webpack's DefinePlugin), so that code running as a module loads (the
 * search page searches before it hydrates) has them as well as a component does.
 */
interface SearchIndexAddress {
  baseUrl: string;
  indexUrl: string;
}

/** The global that `index.ts` defines; absent outside a site build (unit tests). */
export const SEARCH_INDEX_ADDRESS_GLOBAL = 'PARLEY_SEARCH_INDEX_ADDRESS';

declare const PARLEY_SEARCH_INDEX_ADDRESS: SearchIndexAddress | undefined;

/** Without the build's definition, the indexes' addresses without a hash, which nginx serves too. */
const address: SearchIndexAddress =
  typeof PARLEY_SEARCH_INDEX_ADDRESS === 'undefined'
    ? {baseUrl: '/', indexUrl: 'search-index{dir}.json'}
    : PARLEY_SEARCH_INDEX_ADDRESS;

/** The site's base URL (`/`). */
export const SITE_BASE_URL = address.baseUrl;

/** An index's address template, relative to the base URL, with the `{dir}` placeholder. */
export const SEARCH_INDEX_URL = address.indexUrl;
