import type {ApiDocumentInfo} from '../../openapi/types';

/**
 * The OpenAPI documents of the site, in one place: the build-time plugin (./index.ts) bundles and
 * publishes them, `npm run lint:openapi` lints them (scripts/lint-openapi.ts), and the unit tests
 * check that every operation has exactly one page.
 */
export const API_DOCUMENTS: readonly ApiDocumentInfo[] = [
  {
    name: 'bot-api',
    title: 'Bot API',
    file: 'openapi/bot-api.yaml',
    downloadPath: '/openapi/bot-api.yaml',
    postmanPath: '/openapi/bot-api.postman.json',
    postmanToken: 'botToken',
    docsPath: '/docs/api/bot-api/intro',
  },
  {
    name: 'external-api',
    title: 'External API',
    file: 'openapi/external-api.yaml',
    downloadPath: '/openapi/external-api.yaml',
    postmanPath: '/openapi/external-api.postman.json',
    postmanToken: 'bearerToken',
    docsPath: '/docs/api/external-api/authorization/authorization',
  },
];

/** The files every document is made of: the documents and the components they share. */
export const SHARED_FILES = ['openapi/common.yaml', 'openapi/error-codes.yaml'] as const;

/**
 * Where the plugin writes what it publishes (bundled YAML, Postman collections): one of the site's
 * static directories (docusaurus.config.ts), so `docusaurus start` serves the files and the build
 * copies them to /openapi/.
 */
export const PUBLISHED_STATIC_DIR = '.docusaurus/openapi-reference/static';
