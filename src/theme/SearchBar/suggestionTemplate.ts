/**
 * A hit of the dropdown as autocomplete.js renders it (an HTML string): its icon, its text with the
 * matched words marked (`src/search/snippet.ts`; the marks come from the worker), the page it is
 * on and the action arrow. The markup and classes are the search plugin's `SuggestionTemplate`, so
 * that its styles apply; the icons are the plugin's (MIT licence).
 */
import {escapeHtml, highlightedHtml} from '../../search/snippet';
import {DocumentType, type SearchHit} from '../../search/types';
import styles from './SearchBar.module.css';

/** How many characters of a hit's text the dropdown shows around its first marked word. */
export const DROPDOWN_SNIPPET_LENGTH = 60;

const ICON_PAGE =
  '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const ICON_HEADING =
  '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const ICON_TEXT =
  '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const ICON_ACTION =
  '<svg width="20" height="20" viewBox="0 0 20 20"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="M18 3v4c0 2-2 4-4 4H2"></path><path d="M8 17l-6-6 6-6"></path></g></svg>';

/** The breadcrumb of a hit: its page's place in the sidebar, the page, and its section. */
export function hitPath({document, page}: Pick<SearchHit, 'document' | 'page'>): string[] {
  if (!page) return document.b ?? [];
  return [...(page.b ?? []), page.t ?? '', ...(!document.s || document.s === page.t ? [] : [document.s])];
}

export function suggestionTemplate(hit: SearchHit): string {
  const {document, type, marks} = hit;
  const pageLike = type === DocumentType.Title || type === DocumentType.Keywords;
  const icon = pageLike ? ICON_PAGE : type === DocumentType.Heading ? ICON_HEADING : ICON_TEXT;
  // A keywords hit shows its page's title: the keywords are the readers' words, not the page's.
  const title =
    type === DocumentType.Keywords
      ? highlightedHtml(document.s ?? '', marks.s)
      : highlightedHtml(document.t ?? '', marks.t, DROPDOWN_SNIPPET_LENGTH);
  return [
    `<span class="${styles.hitIcon}">${icon}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${title}</span>`,
    `<span class="${styles.hitPath}">${escapeHtml(hitPath(hit).join(' › '))}</span>`,
    '</span>',
    `<span class="${styles.hitAction}">${ICON_ACTION}</span>`,
  ].join('');
}

const ICON_NO_RESULTS =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2"></path></svg>';

/**
 * The dropdown without hits: "No results", or, when the search worker failed (its script did not
 * load, or it stopped), that search is unavailable; the next keystroke starts another worker.
 */
export function emptyTemplate(unavailable: boolean, messages: {noResults: string; unavailable: string}): string {
  const text = unavailable ? messages.unavailable : messages.noResults;
  return `<span class="${styles.noResults}" role="status"><span class="${styles.noResultsIcon}">${ICON_NO_RESULTS}</span><span>${escapeHtml(text)}</span></span>`;
}
