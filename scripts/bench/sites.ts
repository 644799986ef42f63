import path from 'node:path';

/** Where the benchmark builds and serves this site and the stock Docusaurus baseline. */
export const WORK_DIR = path.resolve('.bench');
export const SITE_BUILD = path.join(WORK_DIR, 'site');
export const BASELINE_DIR = path.resolve('bench/baseline-site');
export const BASELINE_BUILD = path.join(WORK_DIR, 'baseline');
export const SITE_PORT = 8181;
export const BASELINE_PORT = 8182;

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
