/**
 * A hit's text as the dropdown, the search page and the MCP server show it: cut to a window around
 * its first marked word, at word boundaries, with "…" where it was cut, and the marked words
 * (`marks.ts`, computed in the worker) in `<mark>`. No lunr here: it runs on the page.
 */
import type {WordMark} from './types';

/** Text as HTML: every character that markup gives meaning to escaped. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/** The part of `text` to show: about `maxLength` characters around its first mark, cut at spaces. */
export function snippetWindow(text: string, marks: WordMark[], maxLength: number): {start: number; end: number} {
  if (text.length <= maxLength) return {start: 0, end: text.length};
  const [markStart, markLength] = marks[0] ?? [0, 0];
  // The first mark a third of the way in: what leads to it, and more of what follows.
  let start = Math.max(0, Math.min(markStart - Math.floor((maxLength - markLength) / 3), text.length - maxLength));
  let end = Math.min(text.length, start + maxLength);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < markStart ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > markStart + markLength ? space : end;
  }
  return {start, end};
}

/** `text` as HTML, its marked words in `<mark>`, cut to `maxLength` characters around the first if given. */
export function highlightedHtml(text: string, marks: WordMark[], maxLength = Infinity): string {
  const ordered = [...marks].sort((a, b) => a[0] - b[0]);
  const {start, end} = snippetWindow(text, ordered, maxLength);
  let html = start > 0 ? '…' : '';
  let cursor = start;
  for (const [markStart, markLength] of ordered) {
    if (markStart < cursor || markStart + markLength > end) continue;
    html += `${escapeHtml(text.slice(cursor, markStart))}<mark>${escapeHtml(text.slice(markStart, markStart + markLength))}</mark>`;
    cursor = markStart + markLength;
  }
  html += escapeHtml(text.slice(cursor, end));
  return end < text.length ? `${html}…` : html;
}

/** `text` cut as `highlightedHtml` cuts it, as plain text (the MCP server's snippets). */
export function snippetText(text: string, marks: WordMark[], maxLength: number): string {
  const {start, end} = snippetWindow(
    text,
    [...marks].sort((a, b) => a[0] - b[0]),
    maxLength,
  );
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
