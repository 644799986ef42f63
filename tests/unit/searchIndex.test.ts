import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {loadIndex, termsOf, type LunrIndexJson} from '../../src/search/loadIndex';
import {addSharedPages} from '../../src/plugins/search/sharedPages';
import {searchIndexHash} from '../../src/plugins/search/indexHash';
import {slimIndex, slimSearchIndexes} from '../../src/search/slimIndex';
import {
  CONTENT_INDEX,
  contentFileOf,
  joinedIndexes,
  textFileOf,
  withPageFields,
  withoutPageFields,
  withTexts,
} from '../../src/search/indexFiles';

describe('the slimmed index', () => {
  /** A real lunr index, as the plugin builds it: with the positions of every word. */
  const part = () => ({
    documents: [],
    index: JSON.parse(
      JSON.stringify(
        lunr(function build(this: lunr.Builder) {
          this.ref('i');
          this.field('t');
          this.metadataWhitelist = ['position'];
          this.add({i: '1', t: 'chat thread'});
          this.add({i: '2', t: 'chat chat'});
        }),
      ),
    ) as Parameters<typeof slimIndex>[0][number]['index'],
  });

  /** The five indexes of a file: title, headings, descriptions, keywords, the sections' text. */
  const fileParts = () => [part(), part(), part(), part(), part()];

  it('counts each term in place of its weight', () => {
    expect(part().index.fieldVectors).toEqual([
      ['t/1', [0, 0.182, 1, 0.693]],
      ['t/2', [0, 0.251]],
    ]);
  });

  it('writes every index compact: terms, and vectors of term index differences and counts', () => {
    for (const {index} of slimIndex(fileParts())) {
      expect(index).toEqual({
        version: lunr.version,
        fields: ['t'],
        terms: ['chat', 'thread'],
        fieldVectors: [
          ['t/1', [0, 1, 1, 1]],
          ['t/2', [0, 2]],
        ],
        pipeline: ['stemmer'],
      });
    }
  });

  it("fails when a weight is not lunr's BM25 of the term counts", () => {
    const boosted = part();
    boosted.index.fieldVectors[0][1][1] *= 2;
    expect(() => slimIndex([part(), part(), part(), boosted, part()])).toThrow(
      "The search index's weight 0.364 in t/1 is not lunr's BM25 of its term counts (0.182)",
    );
  });

  it('fails when the index has no match positions to count the terms by', () => {
    const unpositioned = part();
    for (const [, posting] of unpositioned.index.invertedIndex) {
      for (const document of Object.values(posting.t as Record<string, object>))
        delete (document as {position?: unknown}).position;
    }
    expect(() => slimIndex([unpositioned, part(), part(), part(), part()])).toThrow(
      'The search index has no match positions of "chat"',
    );
  });

  it("writes each index file in three: the pages' indexes, the headings' and the text's with their entries, the text", async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'split-index-'));
    const file = (name: string) => path.join(outDir, name);
    const parts = () =>
      ['title', 'heading', 'description', 'keywords', 'content'].map((type) => ({
        ...part(),
        documents: [
          {i: 1, t: `${type} one`, u: '/docs/start'},
          {i: 2, t: `${type} two`, u: '/docs/start'},
        ],
      }));
    await fs.writeFile(file('search-index-docs-start.json'), JSON.stringify(parts()));
    await slimSearchIndexes(outDir);
    expect((await fs.readdir(outDir)).sort()).toEqual([
      'search-index-docs-start.content.json',
      'search-index-docs-start.json',
      'search-index-docs-start.text.json',
    ]);
    type Part = {documents: {i: number; t?: string}[]};
    const read = async (name: string) => JSON.parse(await fs.readFile(file(name), 'utf8')) as unknown;
    const first = (await read('search-index-docs-start.json')) as Part[];
    const content = (await read('search-index-docs-start.content.json')) as Part[];
    const texts = await read('search-index-docs-start.text.json');
    expect(first.map(({documents}) => documents[0].t)).toEqual(['title one', 'description one', 'keywords one']);
    expect(content.map(({documents}) => documents[0].t)).toEqual(['heading one', undefined]);
    expect(texts).toEqual(['content one', 'content two']);
    expect(content[1].documents).toEqual([
      {i: 1, u: '/docs/start'},
      {i: 2, u: '/docs/start'},
    ]);
    const joined = joinedIndexes(first, content);
    joined[CONTENT_INDEX] = {...joined[CONTENT_INDEX], documents: withTexts(joined[CONTENT_INDEX].documents, texts)};
    expect(joined).toEqual(slimIndex(parts()));
  });

  it("writes each entry without what its page's entry holds, and the browser puts it back", () => {
    const page = {i: 1, t: 'Transfer a thread', u: '/docs/agent/transfer', b: ['Agent guide']};
    const parts: {documents: Record<string, unknown>[]; index: object}[] = [
      [page],
      [{i: 2, t: 'Before you start', u: '/docs/agent/transfer', h: '#before-you-start', p: 1}],
      [{i: 3, t: 'How to hand a thread over.', s: 'Transfer a thread', u: '/docs/agent/transfer', p: 1}],
      [{i: 4, t: 'handover', s: 'Transfer a thread', u: '/docs/agent/transfer', p: 1}],
      [
        {i: 5, s: 'Transfer a thread', u: '/docs/agent/transfer', h: '', p: 1},
        {i: 6, s: 'Before you start', u: '/docs/agent/transfer', h: '#before-you-start', p: 1},
        // An address other than its page's is kept.
        {i: 7, s: 'Transfer a thread', u: '/docs/agent/other', h: '', p: 1},
      ],
    ].map((documents) => ({documents, index: {}}));
    const stored = withoutPageFields(parts);
    expect(stored.map(({documents}) => documents)).toEqual([
      [page],
      [{i: 2, t: 'Before you start', h: '#before-you-start', p: 1}],
      [{i: 3, t: 'How to hand a thread over.', p: 1}],
      [{i: 4, t: 'handover', p: 1}],
      [
        {i: 5, h: '', p: 1},
        {i: 6, s: 'Before you start', h: '#before-you-start', p: 1},
        {i: 7, u: '/docs/agent/other', h: '', p: 1},
      ],
    ]);
    const pages = stored[0].documents;
    expect(stored.map(({documents}, type) => withPageFields(structuredClone(documents), type, pages))).toEqual(
      parts.map(({documents}) => documents),
    );
    // A description without its section title would come back with one: the build stops.
    expect(() => withoutPageFields([parts[0], parts[1], {documents: [{i: 3, t: 'x', p: 1}], index: {}}])).toThrow(
      "An entry of the search index's part 2 has no section title",
    );
  });

  it('fails to join a text file that does not hold the text of every section', () => {
    const entries = [{i: 1}, {i: 2}];
    expect(withTexts(entries, ['one', 'two'])).toEqual([
      {i: 1, t: 'one'},
      {i: 2, t: 'two'},
    ]);
    for (const texts of [['one'], ['one', 2], {0: 'one', 1: 'two'}]) {
      expect(() => withTexts(entries, texts)).toThrow(
        "The search index's text file does not hold the text of its 2 sections",
      );
    }
  });

  it("names the other files after the first, whatever the address's query", () => {
    expect(contentFileOf('/search-index.json')).toBe('/search-index.content.json');
    expect(contentFileOf('/search-index-docs-agent.json?_=74f0ae39')).toBe(
      '/search-index-docs-agent.content.json?_=74f0ae39',
    );
    expect(textFileOf('/search-index-docs-agent.json?_=74f0ae39')).toBe(
      '/search-index-docs-agent.text.json?_=74f0ae39',
    );
  });
});

describe('shared pages', () => {
  /** A site of two pages, each a title and one section: /docs/info in no section, one page of docs/start. */
  const site = [
    [
      {i: 1, t: 'System requirements and glossary', u: '/docs/info'},
      {i: 3, t: 'What is Parley Chat Center', u: '/docs/start/whatis'},
    ],
    [
      {i: 2, t: 'Supported browsers', u: '/docs/info', p: 1},
      {i: 4, t: 'Who uses it', u: '/docs/start/whatis', p: 3},
    ],
  ];
  /** Stands in for the plugin's builder: an index part holds its documents. */
  const buildIndex = <Document>(documentsByType: Document[][]) =>
    documentsByType.map((documents) => ({documents, index: {}}));

  async function writeSite(): Promise<string> {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shared-pages-'));
    await fs.writeFile(path.join(outDir, 'search-index.json'), JSON.stringify(buildIndex(site)));
    const start = site.map((documents) => documents.filter(({u}) => u.startsWith('/docs/start/')));
    await fs.writeFile(path.join(outDir, 'search-index-docs-start.json'), JSON.stringify(buildIndex(start)));
    return outDir;
  }

  it("adds a shared page's title and sections to its sections' indexes", async () => {
    const outDir = await writeSite();
    await addSharedPages(outDir, [{path: 'docs/info', sections: ['docs/start']}], buildIndex);
    const start = JSON.parse(await fs.readFile(path.join(outDir, 'search-index-docs-start.json'), 'utf8')) as {
      documents: {i: number}[];
    }[];
    expect(start.map(({documents}) => documents.map(({i}) => i))).toEqual([
      [3, 1],
      [4, 2],
    ]);
  });

  it('fails the build when a shared page is not in the site', async () => {
    const outDir = await writeSite();
    await expect(
      addSharedPages(outDir, [{path: 'docs/nowhere', sections: ['docs/start']}], buildIndex),
    ).rejects.toThrow('the shared page /docs/nowhere is not in the site');
  });
});

describe('the index loaded in the worker', () => {
  /** An index of the agent guide's pages, a real vocabulary, with a word of astral characters. */
  async function agentGuideIndex(): Promise<LunrIndexJson> {
    const folder = path.join(__dirname, '../../docs/agent');
    const files = (await fs.readdir(folder, {recursive: true})).filter((file) => file.endsWith('.md'));
    const texts = await Promise.all(files.map((file) => fs.readFile(path.join(folder, file), 'utf8')));
    expect(texts.length).toBeGreaterThan(10);
    const index = lunr(function build(this: lunr.Builder) {
      this.ref('id');
      this.field('t');
      this.metadataWhitelist = ['position'];
      texts.forEach((text, id) => this.add({id, t: text}));
      this.add({id: texts.length, t: 'Reply with pa😀rley'});
    });
    return JSON.parse(JSON.stringify(index)) as LunrIndexJson;
  }

  const QUERIES = [
    ...'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => `${letter}*`),
    'transfer',
    'tran*',
    'transfr~1',
    'quee~2',
    'thread clos*',
    '+thread +transfer',
    'thread -transfer',
    '*fer',
    't*r',
    'pa😀*',
    'pa😀rley',
  ];

  it("loads the slimmed forms as lunr's own index, with lunr's own weights and scores", async () => {
    type Part = Parameters<typeof slimIndex>[0][number];
    const original = await agentGuideIndex();
    const expected = lunr.Index.load(original);
    const parts = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => ({documents: [], index: (await agentGuideIndex()) as Part['index']})),
    );
    // Every index is compact.
    const [title, heading, , , content] = slimIndex(parts);
    expect('terms' in title.index && 'terms' in heading.index && 'terms' in content.index).toBe(true);
    for (const slimmed of [title, heading, content]) {
      const loaded = loadIndex(lunr, slimmed.index);
      for (const query of QUERIES) {
        const hits = loaded.search(query);
        expect(
          hits.map(({ref, score}) => [ref, score]),
          query,
        ).toEqual(expected.search(query).map(({ref, score}) => [ref, score]));
        if (!query.includes('~') && !query.includes('-')) expect(hits.length, query).toBeGreaterThan(0);
      }
      expect(termsOf(slimmed.index).slice().sort()).toEqual(termsOf(original).slice().sort());
    }
  });

  it("finds what lunr's own loader finds, with the same scores, for exact, prefix and fuzzy words", async () => {
    const serialized = await agentGuideIndex();
    const expected = lunr.Index.load(serialized);
    const loaded = loadIndex(lunr, serialized);
    for (const query of QUERIES) {
      const hits = loaded.search(query);
      expect(hits, query).toEqual(expected.search(query));
      if (!query.includes('~')) expect(hits.length, query).toBeGreaterThan(0);
    }
    // Every word of the index is found by its own spelling, and only by it (lunr's types declare
    // neither the index's token set nor the static fromString).
    const {tokenSet} = loaded as unknown as {tokenSet: lunr.TokenSet};
    const {fromString} = lunr.TokenSet as unknown as {fromString(word: string): lunr.TokenSet};
    for (const [term] of serialized.invertedIndex) {
      if (term === '') continue;
      expect(tokenSet.intersect(fromString(term)).toArray(), term).toEqual([term]);
    }
  });
});

describe("the hash the indexes' files are asked with", () => {
  it('changes with the content, the site code and the index format, not with what the index is not built from', async () => {
    const site = await fs.mkdtemp(path.join(os.tmpdir(), 'index-hash-'));
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(site, file)), {recursive: true});
      await fs.writeFile(path.join(site, file), text);
    };
    await write('docs/agent/shift.md', '# Shift');
    await write('src/search/slimIndex.ts', 'export const format = 1;');
    await write('tests/e2e/search.spec.ts', 'test');
    const first = searchIndexHash(site);
    expect(first).toMatch(/^[0-9a-f]{8}$/);
    expect(searchIndexHash(site)).toBe(first);

    await write('tests/e2e/search.spec.ts', 'another test');
    expect(searchIndexHash(site)).toBe(first);
    await write('src/search/slimIndex.ts', 'export const format = 2;');
    const second = searchIndexHash(site);
    expect(second).not.toBe(first);
    await write('docs/agent/shift.md', '# Your shift');
    expect(searchIndexHash(site)).not.toBe(second);
    // A file moved is another index, though no file's content changed.
    await fs.rename(path.join(site, 'docs/agent/shift.md'), path.join(site, 'docs/agent/shifts.md'));
    expect(searchIndexHash(site)).not.toBe(second);
    await fs.rm(site, {recursive: true});
  });
});
