/**
 * The page a hit opens marks the index terms the question matched (`?_highlight=`, one a term):
 * each whole word of the page whose indexed form is one of them, as the snippets mark words
 * (`marks.ts`). Loaded only on such a page (or one whose marks are to be cleared), with mark.js
 * and lunr's stemmer.
 */
// @ts-expect-error mark.js ships no types; `MarkInstance` below is the part of it this uses.
import Mark from 'mark.js';
import {stemOf, trimmed} from './words';

/** The part of a mark.js instance that this uses. */
interface MarkInstance {
  unmark(): void;
  markRegExp(
    regexp: RegExp,
    options: {exclude?: string[]; filter?: (node: Text, word: string) => boolean; done?: () => void},
  ): void;
}

/** A word as the index splits text: letters and digits, with inner apostrophes ("bot's"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * Clears the marks of `root`, then marks its words whose indexed form is one of `terms`, and
 * answers the words it marked, each once, in the order of the terms they match.
 */
export function markTerms(root: Element, terms: string[], exclude: string[]): Promise<string[]> {
  const mark = new (Mark as new (root: Element) => MarkInstance)(root);
  mark.unmark();
  if (terms.length === 0) return Promise.resolve([]);
  const wanted = new Set(terms);
  const marked = new Map<string, string>();
  return new Promise((resolve) => {
    mark.markRegExp(new RegExp(WORD.source, WORD.flags), {
      exclude,
      filter: (_node, word) => {
        const term = stemOf(trimmed(word.toLowerCase()));
        if (!wanted.has(term)) return false;
        if (!marked.has(term)) marked.set(term, word.toLowerCase());
        return true;
      },
      done: () => resolve(terms.flatMap((term) => marked.get(term) ?? [])),
    });
  });
}
