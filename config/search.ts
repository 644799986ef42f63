/** Local search (SPEC §2.4): a hashed English index of docs, blog and pages, built at build time.
 * The plugin ships no types; its option schema is in its validateOptions. */

/** Marks content that is not indexed: an API page's request and response examples repeat its tables. */
export const NOT_INDEXED_ATTRIBUTE = 'data-search-exclude';

export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  explicitSearchResultPath: true,
  ignoreCssSelectors: [`[${NOT_INDEXED_ATTRIBUTE}]`],
};
