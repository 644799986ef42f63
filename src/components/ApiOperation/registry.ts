/**
 * The OpenAPI documents the API pages render, without loading them. Pages name a document by
 * its key (`<ApiOperation spec="bot-api" … />`). To add a document: put it in static/openapi/,
 * add it here and in specs.ts, and add it to `apis` in redocly.yaml. The unit tests read this
 * list to check every operation has exactly one page.
 */
export interface SpecInfo {
  /** The key pages use in `spec="…"`. */
  name: string;
  /** Shown in the download link. */
  title: string;
  /** The file in the repository. */
  file: string;
  /** Where the site publishes it (static/ is served at the site root). */
  downloadPath: string;
}

export const SPEC_REGISTRY: readonly SpecInfo[] = [
  {name: 'bot-api', title: 'Bot API', file: 'static/openapi/bot-api.yaml', downloadPath: '/openapi/bot-api.yaml'},
];
