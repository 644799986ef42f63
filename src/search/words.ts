/**
 * A question's words as the index holds words: split where the index splits text
 * (`wordSeparator.ts`), trimmed of punctuation and stemmed by lunr's own pipeline functions, stop
 * words left out. Used by the ranking (`rank.ts`) and the marks of matched words (`marks.ts`).
 */
import lunr from 'lunr';
import {WORD_SEPARATOR} from './wordSeparator';

// The index was built with this separator (src/plugins/search/index.ts); questions and texts are
// split the same way here.
lunr.tokenizer.separator = WORD_SEPARATOR;

/** Words of a question past this many are left out: a pasted page is not a question, and each word costs a query. */
export const MAX_QUESTION_WORDS = 24;

/** A word of a question: as typed (lowercase, trimmed) and as the index holds it. */
export interface QuestionWord {
  word: string;
  stem: string;
  /** The last word, with no space after it yet: the reader may still be typing it. */
  typing: boolean;
}

const stems = new Map<string, string>();

/** A lowercase, trimmed word as the index holds it (lunr's stemmer), cached: texts repeat their words. */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = lunr.stemmer(new lunr.Token(word, {})).toString();
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** A token of text trimmed as lunr trims indexed words ("slow?" is "slow"). */
export const trimmed = (word: string): string => lunr.trimmer(new lunr.Token(word, {})).toString();

const isStopWord = (word: string) => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;

/**
 * The words of a question that the index can hold: no stop words, no punctuation, each once, at
 * most `MAX_QUESTION_WORDS`. The last is `typing` unless the question ends with a space or a
 * punctuation mark.
 */
export function questionWords(question: string): QuestionWord[] {
  const tokens = question
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .map(trimmed)
    .filter((word) => word !== '');
  const lastTyping = /[\p{L}\p{N}]$/u.test(question);
  const words: QuestionWord[] = [];
  const seen = new Set<string>();
  tokens.forEach((word, place) => {
    if (isStopWord(word) || seen.has(word) || words.length >= MAX_QUESTION_WORDS) return;
    seen.add(word);
    words.push({word, stem: stemOf(word), typing: lastTyping && place === tokens.length - 1});
  });
  return words;
}

/**
 * The identifiers a question holds whole (error codes and events such as CLIENT_ALREADY_EXISTS),
 * lowercase. The index holds their words apart, so that readers find them by their words; a reader
 * who types the code asks for the pages that name it.
 */
export function identifiersIn(question: string): string[] {
  return [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu) ?? [])];
}

/**
 * Questions about when something came into the product: "when was Instagram added", "since which
 * release…", "which version introduced…". The release notes answer them, while the page about the
 * feature holds the same words and more of them. "When does the chat close" asks how, not since
 * when.
 */
const WHEN_RELEASED =
  /\b(?:when (?:did|was|were)|since (?:when|which)|(?:which|what) (?:version|release)|release (?:that|which))\b/i;

/** Whether the question asks since when the product does something (`WHEN_RELEASED`). */
export const asksWhenReleased = (question: string): boolean => WHEN_RELEASED.test(question);
