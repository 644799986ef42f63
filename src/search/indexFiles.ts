/**
 * Each index file in three. First what holds one entry a page: its titles, descriptions and
 * keywords (a twelfth of the whole site's index), whose hits a search page lists first. Then what
 * holds one entry a heading or a section: the headings' index and the index of the sections' text,
 * with their entries but not their text. Then that text, which only the snippets need. The worker
 * searches each part as soon as it is in (see README.md). Used by the build and the browser alike.
 */

/** The plugin's index files: `search-index.json` (whole site) and `search-index-<context>.json`. */
export const SEARCH_INDEX_FILE = /^search-index(?:-[\w-]+)?\.json$/;

/** The places of the plugin's five indexes in a file (its SearchDocumentType). */
const TITLE_INDEX = 0;
const HEADING_INDEX = 1;
const DESCRIPTION_INDEX = 2;
const KEYWORDS_INDEX = 3;
export const CONTENT_INDEX = 4;

/** The indexes of the first file, by their places among the five, in the order the file holds them. */
export const FIRST_FILE_INDEXES = [TITLE_INDEX, DESCRIPTION_INDEX, KEYWORDS_INDEX];

/** The indexes of the content file, likewise. */
export const CONTENT_FILE_INDEXES = [HEADING_INDEX, CONTENT_INDEX];

/** An index part: its entries (`t` is an entry's text) and its lunr index. */
interface IndexPart {
  documents: {t?: unknown}[];
  index: unknown;
}

/** The address of a file beside an index file: `search-index-docs-agent.json?_=hash` → `….<kind>.json?_=hash`. */
const besideIndexFile = (indexFile: string, kind: string) => indexFile.replace(/\.json(?=\?|$)/, `.${kind}.json`);

/** The file of the headings' and the sections' indexes, with their entries without the sections' text. */
export const contentFileOf = (indexFile: string) => besideIndexFile(indexFile, 'content');

/** The file of the text of an index's sections, in the order of their entries. */
export const textFileOf = (indexFile: string) => besideIndexFile(indexFile, 'text');

/** An index file's five indexes as the three files hold them. */
export function splitIndex<Part extends IndexPart>(parts: Part[]): {first: Part[]; content: Part[]; texts: string[]} {
  if (parts.length !== CONTENT_INDEX + 1) throw new Error(`Expected 5 indexes in a file, found ${parts.length}`);
  const sections = parts[CONTENT_INDEX];
  const texts = sections.documents.map(({t}) => {
    if (typeof t !== 'string') throw new Error(`A section of the search index has no text: ${JSON.stringify(t)}`);
    return t;
  });
  const withoutText = {...sections, documents: sections.documents.map(({t: _text, ...entry}) => entry)};
  return {
    first: FIRST_FILE_INDEXES.map((type) => parts[type]),
    content: CONTENT_FILE_INDEXES.map((type) => (type === CONTENT_INDEX ? withoutText : parts[type])),
    texts,
  };
}

/** The five indexes in the plugin's order, from the parts of the first file and of the content file. */
export function joinedIndexes<Part>(first: Part[], content: Part[]): Part[] {
  const parts: Part[] = [];
  FIRST_FILE_INDEXES.forEach((type, place) => (parts[type] = first[place]));
  CONTENT_FILE_INDEXES.forEach((type, place) => (parts[type] = content[place]));
  return parts;
}

/** The sections' entries with their text back, from the text file. */
export function withTexts<Entry extends object>(entries: Entry[], texts: unknown): (Entry & {t: string})[] {
  if (!Array.isArray(texts) || texts.length !== entries.length || texts.some((text) => typeof text !== 'string')) {
    throw new Error(`The search index's text file does not hold the text of its ${entries.length} sections`);
  }
  return entries.map((entry, place) => ({...entry, t: texts[place] as string}));
}

/** An entry as the files hold it: `p` names its page (the title index's entry `i`), `u` and `s` may be its page's. */
interface PageLinkedEntry {
  i?: unknown;
  p?: unknown;
  u?: unknown;
  s?: unknown;
  t?: unknown;
}

/**
 * Every entry but a page's own repeats its page's address (`u`), and every description's and
 * keywords' entry, and a page's first section, its page's title (`s`): the files leave out what
 * the page's entry already holds (a twentieth of the index's first two files, with Brotli), and
 * `withPageFields` puts it back. The pages' entries (the title index) are left as they are.
 */
export function withoutPageFields<Part extends {documents: PageLinkedEntry[]}>(parts: Part[]): Part[] {
  const pages = pagesById(parts[TITLE_INDEX].documents);
  return parts.map((part, type) => {
    if (type === TITLE_INDEX) return part;
    const documents = part.documents.map((entry) => {
      const page = pages.get(entry.p);
      if (!page) return entry;
      const {u, s, ...rest} = entry;
      if (type !== HEADING_INDEX && typeof s !== 'string') {
        throw new Error(`An entry of the search index's part ${type} has no section title: ${JSON.stringify(entry)}`);
      }
      const pageTitle = type !== HEADING_INDEX && s === page.t;
      return {...rest, ...(u === page.u ? {} : {u}), ...(pageTitle || s === undefined ? {} : {s})};
    });
    return {...part, documents};
  });
}

/**
 * The entries of the index at `type` with what `withoutPageFields` left out put back from their
 * pages' entries (`pages`, the title index's), in place. Headings have no `s` of their own.
 */
export function withPageFields<Entry extends PageLinkedEntry>(
  entries: Entry[],
  type: number,
  pages: PageLinkedEntry[],
): Entry[] {
  if (type === TITLE_INDEX) return entries;
  const byId = pagesById(pages);
  for (const entry of entries) {
    const page = byId.get(entry.p);
    if (!page) continue;
    entry.u ??= page.u;
    if (type !== HEADING_INDEX) entry.s ??= page.t;
  }
  return entries;
}

const pagesById = (pages: PageLinkedEntry[]) => new Map(pages.map((page) => [page.i, page]));
