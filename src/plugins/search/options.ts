import {RELEASE_NOTES_PATH} from '../../../config/routes';
import {SITE_SECTIONS, type SiteSection} from '../../../config/sections';
import {DROPDOWN_HITS} from '../../search/limits';
import type {SearchOptions} from './index';
import {HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE} from './targetPageHighlight';

/*
 * The site's search options: a hashed English index of docs, release notes and pages (README.md).
 * The plugin reads them at build time, and the swizzled search bar and search page read them here.
 */

/**
 * Marks content that is not indexed: an API page's request and response examples repeat its tables,
 * and what every operation of a document repeats is said once on the API overview.
 */
export const NOT_INDEXED_ATTRIBUTE = 'data-search-exclude';

/**
 * The "Related pages" section that ends each guide page (CONTRIBUTING.md): its links carry the
 * titles of other pages, and its hits came before the pages they name.
 */
const RELATED_PAGES = '.markdown h2#related-pages';

/**
 * One index per section of the sidebars: the navbar's search on a section's page loads and
 * searches that section only (a phone downloads a fraction of the site's index), and its dropdown
 * offers the whole site's results too. Other pages (home, /docs, /docs/info, /docs/api, /search)
 * search the whole site. Labels are the sidebars' category labels.
 */
export const SEARCH_CONTEXTS = SITE_SECTIONS.flatMap((section: SiteSection) =>
  section.route ? [{path: section.route, label: section.label}] : [],
);

/**
 * Pages in no section that a section's readers ask about: its index holds them too. The system
 * requirements and glossary follow "Getting started" in the sidebar ("which browsers are
 * supported", "what is a segment"); the APIs' overview holds what both APIs share (pagination,
 * errors, limits). The guides' other sections leave the glossary out: it matches a little of
 * every question, and would add 7 KB to each of their indexes.
 */
const SHARED_PAGES = [
  {path: 'docs/info', sections: ['docs/start']},
  {path: 'docs/api', sections: ['docs/api/bot-api', 'docs/api/external-api']},
];

/** The search box's keyboard shortcut (Ctrl+K, or ⌘K on a Mac), which the stand-in box knows too. */
export const SEARCH_SHORTCUT_KEYMAP = 'mod+k';

export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: `/${RELEASE_NOTES_PATH}`,
  highlightSearchTermsOnTargetPage: HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE,
  searchResultLimits: DROPDOWN_HITS,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutKeymap: SEARCH_SHORTCUT_KEYMAP,
  // The plugin's defaults, given here because the search bar reads these options from this module
  // (the navbar's item puts the box on the right).
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  hideSearchBarWithNoSearchContext: false,
  explicitSearchResultPath: true,
  // The blog's lists of posts (pages, archive, authors) repeat the posts: the post is the answer.
  // The plugin leaves out the first page and the tag pages itself.
  ignoreFiles: [new RegExp(`^${RELEASE_NOTES_PATH}/(?:page|archive|authors)(?:/|$)`)],
  ignoreCssSelectors: [`[${NOT_INDEXED_ATTRIBUTE}]`, RELATED_PAGES, `${RELATED_PAGES} ~ *`],
  searchContextByPaths: SEARCH_CONTEXTS,
  // The whole site's index (search without a section) holds every page, not only those outside
  // the sections.
  useAllContextsWithNoSearchContext: true,
  sharedPages: SHARED_PAGES,
} satisfies SearchOptions;
