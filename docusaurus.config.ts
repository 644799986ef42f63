import type {Config} from '@docusaurus/types';
import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {announcementBar} from './config/announcement';
import {brand} from './config/brand';
import {footer} from './config/footer';
import {feedbackWidget, gtagTrackingId} from './config/integrations';
import {FEEDBACK_HOST_META} from './config/feedbackWidgetMeta';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import {RELEASE_NOTES_PATH} from './config/routes';
import type {RouteChunkPreloadsOptions} from './src/plugins/routeChunkPreloads';
import {SEARCH_PAGE_CLASS, SEARCH_WORKER_CHUNK} from './src/plugins/search/indexPrefetch';
import {searchOptions} from './src/plugins/search/options';
import {ssrTemplate} from './config/ssrTemplate';
import {PUBLISHED_STATIC_DIR} from './src/plugins/openapi/documents';

const isProduction = process.env.NODE_ENV === 'production';

const config = {
  title: brand.productName,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? brand.siteUrl,
  baseUrl: '/',
  // The bundled OpenAPI documents and Postman collections, written by src/plugins/openapi.
  staticDirectories: ['static', PUBLISHED_STATIC_DIR],
  organizationName: brand.name,
  projectName: 'chat-center-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},
  markdown: {format: 'mdx'},
  ssrTemplate,
  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS); DOCUSAURUS_FASTER=false builds with webpack.
    experimental_faster: process.env.DOCUSAURUS_FASTER !== 'false',
  },

  headTags: feedbackWidget
    ? [{tagName: 'meta', attributes: {name: FEEDBACK_HOST_META, content: feedbackWidget.host}}]
    : [],
  clientModules: [
    './src/clientModules/feedbackWidget.ts',
    './src/clientModules/keyboardAccess.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/imageZoom.ts',
  ],

  // The classic preset's plugins, registered one by one: its theme is registered wrapped (below),
  // and the docs and the blog are wrapped too (the docs' version data made lean, the blog giving
  // the home page its latest releases).
  plugins: [
    '@docusaurus/plugin-content-pages',
    ...(isProduction ? [['@docusaurus/plugin-sitemap', {changefreq: 'weekly'}]] : ['@docusaurus/plugin-debug']),
    '@docusaurus/plugin-svgr',
    ...(gtagTrackingId ? [['@docusaurus/plugin-google-gtag', {trackingID: gtagTrackingId, anonymizeIP: true}]] : []),
    [
      './src/plugins/leanDocsVersion.ts',
      {
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
      } satisfies DocsOptions,
    ],
    [
      './src/plugins/recentReleaseNotes.ts',
      {
        id: 'default',
        routeBasePath: RELEASE_NOTES_PATH,
        path: 'blog',
        blogTitle: 'Release Notes',
        blogDescription: `What changed in each release of ${brand.productName}`,
        blogSidebarTitle: 'All releases',
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        postsPerPage: 10,
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        feedOptions: {type: 'all', limit: false, copyright: `Copyright © ${brand.copyrightYear} ${brand.name}`},
      } satisfies BlogOptions,
    ],
    './src/plugins/openapi/index.ts',
    './src/plugins/codeHighlighting/index.ts',
    [
      './src/plugins/routeChunkPreloads/index.ts',
      {
        // A page with code hydrates its code blocks with their own chunk (src/components/PrismCodeContent).
        componentChunks: [{chunk: 'code-block', className: 'theme-code-block'}],
        // The search page starts its worker as its code loads (src/plugins/search/indexPrefetch.ts).
        workerChunks: [{chunk: SEARCH_WORKER_CHUNK, className: SEARCH_PAGE_CLASS}],
      } satisfies RouteChunkPreloadsOptions,
    ],
    './src/plugins/leanMainBundle/index.ts',
    './src/plugins/markdownTwins/index.ts',
    // The bundle's statistics, for the bench only (src/plugins/bundleStats).
    ...(process.env.PARLEY_BUNDLE_STATS === 'true' ? ['./src/plugins/bundleStats/index.ts'] : []),
  ],

  themes: [
    ['./src/plugins/classicTheme/index.ts', {customCss: './src/css/custom.css'}],
    ['./src/plugins/search/index.ts', searchOptions],
  ],

  themeConfig: {
    announcementBar,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
  } satisfies ThemeConfig,
} satisfies Config;

export default config;
