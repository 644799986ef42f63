/**
 * Each index file in two: its titles, headings, descriptions and keywords (the plugin's first four
 * indexes, a sixth of the file), then its sections' text (the fifth). The worker searches the first
 * part as soon as it is in, and reads the second after it (see README.md). Used by the build and
 * the browser alike.
 */

/** The plugin's index files: `search-index.json` (whole site) and `search-index-<context>.json`. */
export const SEARCH_INDEX_FILE = /^search-index(?:-[\w-]+)?\.json$/;

/** The place of the sections' text among the plugin's five indexes (its SearchDocumentType). */
export const CONTENT_INDEX = 4;

/**
 * The file of an index's sections' text, beside the file of the rest:
 * `search-index-docs-agent.json?_=hash` → `search-index-docs-agent.content.json?_=hash`.
 */
export function contentFileOf(indexFile: string): string {
  return indexFile.replace(/\.json(?=\?|$)/, '.content.json');
}

/** An index file's five indexes as the two files hold them. */
export function splitIndex<Part>(parts: Part[]): {first: Part[]; content: Part} {
  if (parts.length !== CONTENT_INDEX + 1) throw new Error(`Expected 5 indexes in a file, found ${parts.length}`);
  return {first: parts.slice(0, CONTENT_INDEX), content: parts[CONTENT_INDEX]};
}
