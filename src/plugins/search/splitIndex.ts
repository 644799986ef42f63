/**
 * Each index file in three: its titles, headings, descriptions and keywords (the plugin's first
 * four indexes, a seventh of the whole site's); the index of its sections' text (the fifth), with
 * its entries but not their text; then that text, which only the snippets need. The worker
 * searches each part as soon as it is in (see README.md). Used by the build and the browser alike.
 */

/** The plugin's index files: `search-index.json` (whole site) and `search-index-<context>.json`. */
export const SEARCH_INDEX_FILE = /^search-index(?:-[\w-]+)?\.json$/;

/** The place of the sections' text among the plugin's five indexes (its SearchDocumentType). */
export const CONTENT_INDEX = 4;

/** An index part: its entries (`t` is an entry's text) and its lunr index. */
interface IndexPart {
  documents: {t?: unknown}[];
  index: unknown;
}

/** The address of a file beside an index file: `search-index-docs-agent.json?_=hash` → `….<kind>.json?_=hash`. */
const besideIndexFile = (indexFile: string, kind: string) => indexFile.replace(/\.json(?=\?|$)/, `.${kind}.json`);

/** The file of the index of an index's sections' text, with their entries without their text. */
export const contentFileOf = (indexFile: string) => besideIndexFile(indexFile, 'content');

/** The file of the text of an index's sections, in the order of their entries. */
export const textFileOf = (indexFile: string) => besideIndexFile(indexFile, 'text');

/** An index file's five indexes as the three files hold them. */
export function splitIndex<Part extends IndexPart>(parts: Part[]): {first: Part[]; content: Part; texts: string[]} {
  if (parts.length !== CONTENT_INDEX + 1) throw new Error(`Expected 5 indexes in a file, found ${parts.length}`);
  const content = parts[CONTENT_INDEX];
  const texts = content.documents.map(({t}) => {
    if (typeof t !== 'string') throw new Error(`A section of the search index has no text: ${JSON.stringify(t)}`);
    return t;
  });
  return {
    first: parts.slice(0, CONTENT_INDEX),
    content: {...content, documents: content.documents.map(({t: _text, ...entry}) => entry)},
    texts,
  };
}

/** The sections' entries with their text back, from the text file. */
export function withTexts<Entry extends object>(entries: Entry[], texts: unknown): (Entry & {t: string})[] {
  if (!Array.isArray(texts) || texts.length !== entries.length || texts.some((text) => typeof text !== 'string')) {
    throw new Error(`The search index's text file does not hold the text of its ${entries.length} sections`);
  }
  return entries.map((entry, place) => ({...entry, t: texts[place] as string}));
}
