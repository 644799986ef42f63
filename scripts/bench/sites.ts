import path from 'node:path';
import {SITE_SECTIONS, type SiteSection} from '../../config/sections';

/** Where the benchmark builds and serves this site and the stock Docusaurus baseline. */
export const WORK_DIR = path.resolve('.bench');
export const SITE_BUILD = path.join(WORK_DIR, 'site');
export const BASELINE_DIR = path.resolve('bench/baseline-site');
export const BASELINE_BUILD = path.join(WORK_DIR, 'baseline');
// BENCH_PORT moves the servers (the baseline's is the next port, the stock search's the one after),
// so two checkouts can bench at once.
export const SITE_PORT = Number(process.env.BENCH_PORT ?? 8181);
export const BASELINE_PORT = SITE_PORT + 1;

/** The page kinds measured, with the baseline's page of the same kind where it has one. */
export const PAGES = {
  home: {site: '/', baseline: '/'},
  'doc page': {site: '/docs/agent/threads/thread-transfer', baseline: '/docs/intro'},
  'API page': {site: '/docs/api/bot-api/send-bot-answers', baseline: undefined},
  'release note': {site: '/blog/6-33', baseline: '/blog/welcome'},
  // The stock classic site has no search page (its search is Algolia's, off by default).
  'search page': {site: '/search?q=thread', baseline: undefined},
} as const;
export type PageName = keyof typeof PAGES;

export const siteUrl = (pagePath: string) => `http://127.0.0.1:${SITE_PORT}${pagePath}`;
export const baselineUrl = (pagePath: string) => `http://127.0.0.1:${BASELINE_PORT}${pagePath}`;

/**
 * This site's search, and beside it the search plugin as it ships (its own theme components and
 * index, with the same documented options) on the same content: what the site's own search earns.
 */
export interface SearchSite {
  build: string;
  url: (pagePath: string) => string;
}
export const STOCK_SEARCH_SOURCE = path.join(WORK_DIR, 'stock-search-site');
export const STOCK_SEARCH_BUILD = path.join(WORK_DIR, 'stock-search');
export const STOCK_SEARCH_PORT = SITE_PORT + 2;
export const SITE_SEARCH: SearchSite = {build: SITE_BUILD, url: siteUrl};
export const STOCK_SEARCH: SearchSite = {
  build: STOCK_SEARCH_BUILD,
  url: (pagePath) => `http://127.0.0.1:${STOCK_SEARCH_PORT}${pagePath}`,
};

/**
 * A page of each section (by its id in bench/search-questions.json), where the search is typed:
 * the navbar's search there searches that section.
 */
export const SECTION_PAGES: Record<string, string> = Object.fromEntries(
  SITE_SECTIONS.flatMap((section: SiteSection) => (section.benchPage ? [[section.id, section.benchPage]] : [])),
);

/** The user guide's sections, whose search must stay light on a phone. */
export const USER_GUIDE_SECTIONS: string[] = SITE_SECTIONS.filter((section: SiteSection) => section.userGuide).map(
  ({id}) => id,
);
