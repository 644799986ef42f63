/**
 * Which words of a hit's text to mark: each word that the index holds as one of the terms the
 * question matched, found the way the index found it (lunr's tokenizer, trimmer and stemmer), so
 * a mark is always a whole word: "transfers" and "thread's" for "transfer thread", "CLIENT" of CLIENT_ALREADY_EXISTS
 * for "client", "transfer" for the typo "tranfer". The index keeps no positions (slimIndex.ts).
 */
import lunr from 'lunr';
import type {WordMark} from './types';
import {stemOf, trimmed} from './words';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Start and length of each word of `text` whose indexed form is one of `terms`, without the punctuation around it. */
export function markedWords(text: string, terms: ReadonlySet<string>): WordMark[] {
  if (terms.size === 0 || text === '') return [];
  const marks: WordMark[] = [];
  for (const token of lunr.tokenizer(text)) {
    const word = trimmed(token.toString());
    // A possessive is its word: "thread's" for "thread".
    if (word === '' || !(terms.has(stemOf(word)) || terms.has(stemOf(word.replace(/['’]s$/, ''))))) continue;
    const [start, length] = (token as unknown as {metadata: {position: [number, number]}}).metadata.position;
    const raw = text.slice(start, start + length);
    let first = 0;
    while (first < raw.length && !LETTER_OR_DIGIT.test(raw[first])) first += 1;
    let last = raw.length;
    while (last > first && !LETTER_OR_DIGIT.test(raw[last - 1])) last -= 1;
    marks.push([start + first, last - first]);
  }
  return marks;
}
