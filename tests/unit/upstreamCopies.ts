/**
 * Compares a file copied from an upstream package with the pinned original, outside its
 * `[parley]` fences (src/theme/README.md, "Copies of upstream files"). A fence replaces any span of
 * the original, an empty one included (a removed line): outside the fences, the copy must be the
 * original, token for token, in order and whole. Formatting does not count: whitespace, line
 * breaks, a trailing comma, and the header comment (the original's licence, the copy's "ejected
 * from"). Import paths are compared by the file they name, so a copy may import what the original
 * imports relatively through an alias.
 */

/** A fence: from the comment that opens with `[parley] start` to the one with `[parley] end`. */
const FENCE =
  /(?:\{\s*|<%\s*)?(?:\/\/|\/\*)\s*\[parley\] start[\s\S]*?\[parley\] end(?:[^\n*]|\*(?!\/))*(?:\*\/(?:\s*\}|\s*%>)?)?/g;
const HEADER = /^\s*(?:(?:"use strict"|'use strict');?\s*)?\/\*[\s\S]*?\*\/\s*/;
const MARKER = /\[parley\]/;

export interface Token {
  text: string;
  /** 1-based line in the text it came from. */
  line: number;
}

/** Code as tokens: words and single punctuation characters, with their lines. */
export function tokenize(code: string, firstLine = 1): Token[] {
  const tokens: Token[] = [];
  let line = firstLine;
  let last = 0;
  for (const match of code.matchAll(/[\w$]+|\S/g)) {
    line += (code.slice(last, match.index).match(/\n/g) ?? []).length;
    last = match.index;
    tokens.push({text: match[0], line});
  }
  // A trailing comma before a closing bracket is formatting.
  return tokens.filter((token, index) => !(token.text === ',' && /^[)\]}]$/.test(tokens[index + 1]?.text ?? '')));
}

export interface CopyDifference {
  /** Line of the copy where its text outside the fences stops matching the original. */
  copyLine: number;
  /** Line of the original that was expected there, if any. */
  originalLine?: number;
  message: string;
}

/** The copy's text without its header, cut at its fences: the spans that must be the original's. */
export function segmentsOutsideFences(copy: string): {segments: Token[][]; fences: number} {
  const header = HEADER.exec(copy)?.[0] ?? '';
  const body = copy.slice(header.length);
  const firstLine = 1 + (header.match(/\n/g) ?? []).length;
  const segments: Token[][] = [];
  let last = 0;
  let fences = 0;
  const lineAt = (offset: number) => firstLine + (body.slice(0, offset).match(/\n/g) ?? []).length;
  for (const match of body.matchAll(FENCE)) {
    segments.push(tokenize(body.slice(last, match.index), lineAt(last)));
    last = match.index + match[0].length;
    fences += 1;
  }
  segments.push(tokenize(body.slice(last), lineAt(last)));
  return {segments, fences};
}

const startsWith = (tokens: Token[], at: number, segment: Token[], length = segment.length) =>
  segment.slice(0, length).every((token, index) => tokens[at + index]?.text === token.text);

/** How many tokens of the segment match from `at` on. */
function matchedLength(tokens: Token[], at: number, segment: Token[]): number {
  let length = 0;
  while (length < segment.length && tokens[at + length]?.text === segment[length].text) length += 1;
  return length;
}

/**
 * Where the copy, outside its fences, is not the original; empty when it is. The first segment must
 * start the original and the last end it; each fence stands for any span between.
 */
export function compareWithOriginal(copy: string, original: string): CopyDifference[] {
  const leftover = copy
    .replace(FENCE, '')
    .split('\n')
    .findIndex((line) => MARKER.test(line) && !/^\s*\*/.test(line));
  if (leftover >= 0) {
    return [{copyLine: 0, message: 'a [parley] start without its end (or an end without its start)'}];
  }
  const {segments} = segmentsOutsideFences(copy);
  const originalHeader = HEADER.exec(original)?.[0] ?? '';
  const tokens = tokenize(original.slice(originalHeader.length), 1 + (originalHeader.match(/\n/g) ?? []).length);
  let at = 0;
  for (const [index, segment] of segments.entries()) {
    const first = index === 0;
    const last = index === segments.length - 1;
    let found = -1;
    if (first) found = startsWith(tokens, 0, segment) ? 0 : -1;
    else if (last) {
      const start = tokens.length - segment.length;
      found = start >= at && startsWith(tokens, start, segment) ? start : -1;
    } else {
      for (let start = at; start + segment.length <= tokens.length; start += 1) {
        if (startsWith(tokens, start, segment)) {
          found = start;
          break;
        }
      }
    }
    if (found < 0) return [describeMismatch(tokens, at, segment, first)];
    at = found + segment.length;
    if (first && segments.length === 1 && at !== tokens.length) {
      return [{copyLine: segment.at(-1)?.line ?? 1, originalLine: tokens[at].line, message: 'the copy ends early'}];
    }
  }
  return [];
}

/** Names the copy's first token that no place of the original continues, beside the closest place. */
function describeMismatch(tokens: Token[], from: number, segment: Token[], anchored: boolean): CopyDifference {
  let best = {start: from, length: -1};
  const last = anchored ? from : tokens.length - 1;
  for (let start = from; start <= last; start += 1) {
    const length = matchedLength(tokens, start, segment);
    if (length > best.length) best = {start, length};
  }
  const token = segment[best.length] ?? segment.at(-1);
  const expected = tokens[best.start + best.length];
  return {
    copyLine: token?.line ?? 0,
    originalLine: expected?.line,
    message:
      `"${token?.text}" where the original has ${expected ? `"${expected.text}"` : 'nothing more'}: ` +
      'fence the change with [parley] start/end, or take it out',
  };
}
