import type {ApiDocumentInfo} from '../../components/ApiReference/types';

/**
 * The OpenAPI documents of the site, in one place: the build-time plugin (./index.ts) reads them,
 * `npm run lint:openapi` lints them (scripts/lint-openapi.ts), the unit tests check every
 * operation has exactly one page, and static/ publishes them for download.
 */
export const API_DOCUMENTS: readonly ApiDocumentInfo[] = [
  {name: 'bot-api', title: 'Bot API', file: 'static/openapi/bot-api.yaml', downloadPath: '/openapi/bot-api.yaml'},
];
