/**
 * The shapes the search shares between the build, the browser's worker, the search bar, the
 * search page, the MCP server and the bench: the index's entries, a loaded index, and a hit.
 */
import type lunr from 'lunr';

/**
 * The plugin's five indexes, by their place in an index file (its `SearchDocumentType`): a page's
 * title, its headings, its description, its keywords and the text of its sections.
 */
export const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

/**
 * An entry of an index, as the plugin writes it: a page (`i`, title `t`, address `u`, breadcrumb
 * `b`), or a heading, description, keywords or section of page `p` (`h` its anchor, `s` the title
 * of its section or page). A section's text `t` is left out until the index's text file is in.
 */
export interface IndexDocument {
  i: number;
  t?: string;
  u: string;
  b?: string[];
  h?: string;
  p?: number;
  s?: string;
}

/** One of an index file's five indexes, loaded: its entries and its lunr index. */
export interface WrappedIndex {
  type: DocumentType;
  documents: IndexDocument[];
  index: lunr.Index;
}

/**
 * An index as far as it is loaded: the first file's three indexes (titles, descriptions,
 * keywords), then all five, then with the sections' text. `complete` says whether the five are
 * in, `text` whether the sections' text is.
 */
export interface LoadedIndex {
  indexes: WrappedIndex[];
  complete: boolean;
  text: boolean;
}

/** How far a search reads an index: its first file, the whole index, or with the sections' text. */
export type SearchStage = 'soon' | 'whole' | 'text';

/** Where a matched word stands in a text: its start and length (UTF-16 units). */
export type WordMark = [start: number, length: number];

/** A hit, as the worker answers it: the entry, its page's entry, and the matched words in its two texts. */
export interface SearchHit {
  document: IndexDocument;
  type: DocumentType;
  /** The page's entry of a heading, description, keywords or section; undefined for a page. */
  page?: IndexDocument;
  /** The matched words of `document.t` (empty until a section's text is in) and of `document.s`. */
  marks: {t: WordMark[]; s: WordMark[]};
  /**
   * The index's terms that the question matched (its words' stems, a typo's corrections, a word
   * being typed completed): what the page a hit opens marks (`?_highlight=`).
   */
  terms: string[];
}

/** A search's hits, and how far the index was read for them (`LoadedIndex`). */
export interface SearchAnswer {
  results: SearchHit[];
  complete: boolean;
  text: boolean;
}
