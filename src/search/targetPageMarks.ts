/**
 * The page a hit opens marks the index terms the question matched (`?_highlight=`, one a term):
 * each whole word of the page whose indexed form is one of them, as the snippets mark words
 * (`marks.ts`). Loaded only on such a page, with lunr's stemmer.
 */
import {stemOf, trimmed} from './words';

/** The part of a mark.js instance that this uses (mark.js ships no types). */
export interface MarkInstance {
  markRegExp(
    regexp: RegExp,
    options: {exclude?: string[]; filter?: (node: Text, word: string) => boolean; done?: () => void},
  ): void;
}

/** A word as the index splits text: letters and digits, with inner apostrophes ("bot's"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * Marks the words of `root` whose indexed form is one of `terms` (mark.js, `mark` its instance),
 * and answers the words it marked, each once, in the order of the terms they match.
 */
export function markTerms(mark: MarkInstance, terms: string[], exclude: string[]): Promise<string[]> {
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
