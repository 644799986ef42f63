import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {markedWords} from '../../src/search/marks';
import {HOSTILE_QUESTIONS} from '../fixtures/hostileQuestions';
import {HITS_PER_PAGE, rank, type RankOptions} from '../../src/search/rank';
import {highlightedHtml, snippetText} from '../../src/search/snippet';
import {DocumentType, type IndexDocument, type SearchHit, type WrappedIndex} from '../../src/search/types';
import {MAX_QUESTION_WORDS, questionWords, stemOf} from '../../src/search/words';

/**
 * Real entries of the whole site's index: every title, heading, description, keywords and section
 * of thirteen pages, as the build wrote them (with the text of the sections), indexed here with
 * the site's pipeline (lunr's, words split as `wordSeparator.ts` splits them).
 */
const ENTRIES = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../fixtures/search-entries.json'), 'utf8'),
) as IndexDocument[][];

function indexOf(type: DocumentType, documents: IndexDocument[]): WrappedIndex {
  const index = lunr(function build(this: lunr.Builder) {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const document of documents) this.add({i: String(document.i), t: document.t ?? ''});
  });
  return {type, documents, index};
}

const WHOLE = ENTRIES.map((documents, type) => indexOf(type as DocumentType, documents));
const FIRST_FILE = WHOLE.filter(({type}) =>
  [DocumentType.Title, DocumentType.Description, DocumentType.Keywords].includes(type as 0 | 2 | 3),
);
const OPTIONS: RankOptions = {limit: 8, releaseNotesPrefix: '/blog/', editDistance: 1};
const search = (question: string, indexes = WHOLE, options = OPTIONS) => rank(indexes, question, options);
const routes = (hits: SearchHit[]) => hits.map(({document}) => document.u + (document.h ?? ''));

/** Every marked run of a hit's two texts, with the characters on either side of it. */
function markedRuns(hit: SearchHit): {text: string; run: string; before: string; after: string}[] {
  return (['t', 's'] as const).flatMap((field) => {
    const text = hit.document[field] ?? '';
    return hit.marks[field].map(([start, length]) => ({
      text,
      run: text.slice(start, start + length),
      before: text.slice(Math.max(0, start - 1), start),
      after: text.slice(start + length, start + length + 1),
    }));
  });
}

/** A marked word as the question's word it matches: lowercase, a possessive's "'s" left out. */
const possessed = (word: string) => word.toLowerCase().replace(/['’]s$/, '');

const QUESTIONS = [
  'transfer a thread',
  'send the bot messages',
  'agent workplace sign in',
  'export or download the report',
  'close a thread with a comment',
  'which tags has the thread',
  'client already exists',
];

describe('marked words', () => {
  it.each(QUESTIONS)('are whole words of the text that match a word of "%s"', (question) => {
    const stems = new Set(questionWords(question).map(({stem}) => stem));
    const {hits} = search(question, WHOLE, {...OPTIONS, limit: 100});
    const runs = hits.flatMap(markedRuns);
    expect(runs.length).toBeGreaterThan(hits.length);
    for (const {run, before, after} of runs) {
      expect(run).toMatch(/^[\p{L}\p{N}]/u);
      expect(run).toMatch(/[\p{L}\p{N}]$/u);
      expect(before).not.toMatch(/[\p{L}\p{N}]/u);
      expect(after).not.toMatch(/[\p{L}\p{N}]/u);
      expect(stems.has(stemOf(possessed(run)))).toBe(true);
    }
  });

  it('mark in the descriptions that were marked across words the words of the question only', () => {
    const terms = new Set(search('transfer a thread').hits.flatMap((hit) => hit.terms));
    const runsIn = (start: string) => {
      const text = ENTRIES[DocumentType.Description].find(({t}) => t?.startsWith(start))?.t ?? '';
      return markedWords(text, terms).map(([at, length]) => text.slice(at, at + length));
    };
    expect(runsIn("Read a thread's statistics")).toEqual(["thread's", 'Thread', 'transfers', 'thread']);
    expect(runsIn('Learn what each thread card shows')).toEqual(['thread', 'Transferred']);
    expect(runsIn("Send the bot's messages")).toEqual(['thread', 'thread', 'TRANSFER']);
  });

  it("mark a typo's correction, a word being typed completed and an error code's words", () => {
    const runsOf = (question: string) => search(question, WHOLE, {...OPTIONS, limit: 100}).hits.flatMap(markedRuns);
    expect(runsOf('tranfer thread').map(({run}) => run.toLowerCase())).toContain('transfer');
    const typed = runsOf('transf').map(({run}) => run.toLowerCase());
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((word) => word.startsWith('transf'))).toBe(true);
    const code = runsOf('CLIENT_ALREADY_EXISTS');
    expect(code.some(({text, run}) => run === 'CLIENT' && text.includes('CLIENT_ALREADY_EXISTS'))).toBe(true);
  });

  it('render as HTML with every mark whole, the text escaped, and "…" where the window cuts it', () => {
    const text = 'Use "Transfer" to hand a <thread> on: the thread transfers with its history, its tags and notes.';
    const marks = markedWords(text, new Set(['transfer', 'thread']));
    expect(marks.map(([start, length]) => text.slice(start, start + length))).toEqual([
      'Transfer',
      'thread',
      'thread',
      'transfers',
    ]);
    expect(highlightedHtml(text, marks)).toBe(
      'Use &quot;<mark>Transfer</mark>&quot; to hand a &lt;<mark>thread</mark>&gt; on: the <mark>thread</mark> ' +
        '<mark>transfers</mark> with its history, its tags and notes.',
    );
    const windowed = highlightedHtml(text, marks.slice(1), 40);
    expect(windowed.startsWith('…')).toBe(true);
    expect(windowed.endsWith('…')).toBe(true);
    expect(windowed).toContain('<mark>thread</mark>');
    expect(windowed).not.toMatch(/<mark>[^<]*[^\p{L}\p{N}<][^<]*<\/mark>/u);
    expect(snippetText(text, marks.slice(1), 40)).toBe(
      windowed
        .replace(/<\/?mark>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    );
  });
});

describe('the ranking', () => {
  it("finds a question none of whose entries holds every word, a page's own words first", () => {
    const {hits} = search('hand a thread to another agent transfer colleague');
    expect(routes(hits)[0]).toBe('/docs/agent/threads/thread-transfer');
  });

  it('puts the page whose title is the question first', () => {
    expect(routes(search('Thread statistics').hits)[0]).toBe('/docs/supervisor/threadcontrol/thread-statistics');
    expect(routes(search('send bot answers').hits)[0]).toBe('/docs/api/bot-api/send-bot-answers');
  });

  it('puts the pages that name an error code typed whole first', () => {
    const {hits} = search('CLIENT_ALREADY_EXISTS');
    expect(hits[0].page?.u ?? hits[0].document.u).toBe('/docs/api/bot-api/create-new-client');
  });

  it('corrects a word of 5 letters or more that no index holds, and leaves a shorter one as typed', () => {
    expect(routes(search('tranfer a thread').hits).slice(0, 3)).toContain('/docs/agent/threads/thread-transfer');
    // "statisstics" stems to "statisst", two edits from "statist": corrected as typed.
    expect(routes(search('thread statisstics').hits)[0]).toBe('/docs/supervisor/threadcontrol/thread-statistics');
    expect(search('trnsf').hits).toEqual([]);
  });

  it(`lists each page's own hit before any page's sections, and ${HITS_PER_PAGE} hits of a page at most`, () => {
    const {hits} = search('thread', WHOLE, {...OPTIONS, limit: 100});
    const pageOf = (hit: SearchHit) => hit.page?.u ?? hit.document.u;
    const pages = hits.map(pageOf);
    const firstSection = hits.findIndex(({type}) => type === DocumentType.Heading || type === DocumentType.Content);
    expect(new Set(pages.slice(0, firstSection)).size).toBe(firstSection);
    for (const page of new Set(pages))
      expect(pages.filter((other) => other === page).length).toBeLessThanOrEqual(HITS_PER_PAGE);
  });

  it.each([...QUESTIONS, 'transf', 'tags', 'mention proguard', 'tranfer thread'])(
    'answers "%s" from the first file with the start of the whole index\'s answer, or not at all',
    (question) => {
      const soon = search(question, FIRST_FILE, {...OPTIONS, limit: 100});
      const whole = search(question, WHOLE, {...OPTIONS, limit: 100});
      expect(whole.hits.length).toBeGreaterThan(soon.hits.length);
      expect(routes(whole.hits).slice(0, soon.hits.length)).toEqual(routes(soon.hits));
    },
  );

  it('answers from the first file the questions it can rank', () => {
    for (const question of ['transfer a thread', 'send the bot messages', 'thread statistics', 'transf', 'tags']) {
      expect(search(question, FIRST_FILE).hits.length).toBeGreaterThan(0);
    }
  });

  it('gives no answer from the first file where only the whole index can rank the question', () => {
    // "proguard" is in no title, description or keywords of these pages: a typo, or a word of the text.
    expect(search('mention proguard', FIRST_FILE)).toEqual({hits: [], final: false});
    expect(search('CLIENT_ALREADY_EXISTS', FIRST_FILE)).toEqual({hits: [], final: false});
  });

  it.each([
    '',
    '   ',
    ...HOSTILE_QUESTIONS,
    'transfer '.repeat(120),
    Array.from({length: 200}, (_, place) => `word${place}`).join(' '),
  ])('answers a question of any characters without an error: %j', (question) => {
    const started = performance.now();
    const {hits, final} = search(question);
    expect(final).toBe(true);
    expect(Array.isArray(hits)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it(`reads at most ${MAX_QUESTION_WORDS} words of a question`, () => {
    const words = questionWords(Array.from({length: 100}, (_, place) => `word${place}`).join(' '));
    expect(words).toHaveLength(MAX_QUESTION_WORDS);
    expect(words.at(-1)?.typing).toBe(false);
  });
});
