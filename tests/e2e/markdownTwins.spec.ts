import type {APIRequestContext} from '@playwright/test';
import type {Element, Root, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {markdownTwinPath} from '../../src/plugins/markdownTwins/twinPath';
import {expect, test} from './fixtures';
import {ROUTES, SITE_URL} from './helpers';

// The Markdown twins as a machine reads them: over HTTP, from the served build. Every content route
// (the home page, every doc page and release note) has a twin; each is checked against its page.

const TWIN_ROUTES = ROUTES.filter((route) => route === '/' || route.startsWith('/docs') || /^\/blog\/\d/.test(route));
/** What of an article is chrome, not text: it is not in the twin. */
const CHROME =
  'nav, footer, button, svg, .hash-link, .theme-doc-toc-mobile, [data-page-actions], [data-markdown=interactive], script, style';

const parse = (html: string) => unified().use(rehypeParse).parse(html);

/** Elements whose text a browser sets apart from the text around them (minified HTML has no space). */
const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td th thead tr ul'.split(
    ' ',
  ),
);

/** The text of a node, with a line break for each `<br>` and around each block. */
function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'root') return node.children.map(textOf).join('');
  if (node.type !== 'element') return '';
  const text = node.children.map(textOf).join('');
  return BLOCKS.has(node.tagName) ? `\n${text}\n` : text;
}

function articleOf(document: Root): Element {
  const article =
    select('article:has(.theme-doc-markdown)', document) ?? select('article', document) ?? select('main', document);
  if (!article) throw new Error('no article');
  for (const node of selectAll(CHROME, article)) node.children = [];
  return article;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The share of the article's words (counted with repeats) that the twin also holds. */
function wordCoverage(article: string, twin: string): {share: number; missing: string[]} {
  const available = new Map<string, number>();
  for (const word of words(twin)) available.set(word, (available.get(word) ?? 0) + 1);
  const all = words(article);
  const missing: string[] = [];
  for (const word of all) {
    const left = available.get(word) ?? 0;
    if (left > 0) available.set(word, left - 1);
    else missing.push(word);
  }
  return {share: 1 - missing.length / Math.max(all.length, 1), missing};
}

/** The twin without its fenced code and inline code, where any text may stand. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

const linksOf = (markdown: string) => [...proseOf(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

interface CheckedTwin {
  route: string;
  links: string[];
}

async function checkTwin(request: APIRequestContext, route: string): Promise<CheckedTwin> {
  const page = await request.get(route);
  expect(page.status(), route).toBe(200);
  const html = await page.text();
  const twinPath = markdownTwinPath(route);
  const document = parse(html);
  const alternate = select('head link[rel=alternate][type="text/markdown"]', document);
  expect(alternate?.properties.href, `${route} names its twin in its head`).toBe(twinPath);
  const response = await request.get(twinPath);
  expect(response.status(), twinPath).toBe(200);
  expect(response.headers()['content-type'], twinPath).toMatch(/^text\/markdown; ?charset=utf-8$/i);
  const markdown = await response.text();
  const prose = proseOf(markdown);

  // Clean Markdown: no HTML, JSX or MDX import/export lines; the title is the one H1, first.
  expect(prose, `${twinPath}: HTML or JSX`).not.toMatch(/<\/?[A-Za-z][\w-]*(\s[^>]*)?\/?>/);
  expect(prose, `${twinPath}: import/export`).not.toMatch(/^(import|export) /m);
  expect(prose.match(/^# /gm), `${twinPath}: H1s`).toHaveLength(1);
  const title = textOf(select('h1', document)!).trim();
  expect(markdown.startsWith(`# ${title}\n`), `${twinPath} starts with "# ${title}"`).toBe(true);

  // The words of the page and every code block.
  const article = articleOf(document);
  const {share, missing} = wordCoverage(textOf(article), markdown);
  expect(share, `${twinPath}: words of the page missing: ${missing.slice(0, 20).join(' ')}`).toBeGreaterThanOrEqual(
    0.98,
  );
  const squeezed = markdown.replace(/\s+/g, '');
  for (const pre of selectAll('pre', article)) {
    const code = textOf(pre).replace(/\s+/g, '');
    expect(squeezed.includes(code), `${twinPath}: code block "${textOf(pre).slice(0, 60)}…"`).toBe(true);
  }

  // Every table row of the page is one row of a GFM table (a cell's content never breaks a row).
  // (A table in a list item is indented with the item.)
  const tableLines = prose
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'));
  const delimiters = tableLines.filter((line) => /^\|(\s*:?-+:?\s*\|)+$/.test(line));
  // A table whose rows are link targets (the error catalogue) is a heading per row instead.
  const linkableRows = selectAll('table', article)
    .map((table) => selectAll('tbody tr', table))
    .filter((rows) => rows.length > 0 && rows.every((row) => typeof row.properties.id === 'string'));
  const headings = twinHeadings(markdown).map(({text}) => text);
  for (const row of linkableRows.flat()) {
    const name = textOf(selectAll('td', row)[0]).trim();
    expect(headings, `${twinPath}: a heading for the row #${String(row.properties.id)}`).toContain(name);
  }
  const sectionRows = linkableRows.reduce((sum, rows) => sum + rows.length + 1, 0);
  expect(tableLines.length - delimiters.length, `${twinPath}: table rows`).toBe(
    selectAll('tr', article).length - sectionRows,
  );
  for (const line of tableLines) expect(line, `${twinPath}: a table row`).toMatch(/\|$/);

  // Links are absolute; a link to a page that has a twin goes to the twin.
  const links = linksOf(markdown);
  for (const link of links) {
    expect(link, `${twinPath}: relative link`).toMatch(/^(https?:|mailto:)/);
    if (!link.startsWith(SITE_URL)) continue;
    const target = new URL(link).pathname.replace(/\/+$/, '') || '/';
    expect(TWIN_ROUTES.includes(target), `${twinPath}: ${link} should point to the twin`).toBe(false);
  }
  return {route, links: links.filter((link) => link.startsWith(SITE_URL))};
}

/** A twin's headings in order, each with the anchor a Markdown reader gives it (GitHub's slug of its text). */
function twinHeadings(markdown: string): {text: string; slug: string}[] {
  const slugger = new GithubSlugger();
  const headings: {text: string; slug: string}[] = [];
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  visit(tree, 'heading', (heading) => {
    const text = toString(heading);
    headings.push({text, slug: slugger.slug(text)});
  });
  return headings;
}

/** Every link to this site (by its path) answers 200, and a link to a heading finds it on the page. */
async function checkLinks(request: APIRequestContext, links: Iterable<string>): Promise<void> {
  const pages = new Map<string, Promise<string>>();
  const fetchPage = (path: string) => {
    if (!pages.has(path)) {
      pages.set(
        path,
        request.get(path).then(async (response) => {
          expect(response.status(), `${path} answers 200`).toBe(200);
          return response.text();
        }),
      );
    }
    return pages.get(path)!;
  };
  for (const link of new Set(links)) {
    const url = new URL(link, 'http://site.invalid');
    await fetchPage(url.pathname);
    if (!url.hash) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    if (url.pathname.endsWith('.md')) {
      // A Markdown reader finds a heading by the GitHub slug of its text.
      const slugs = twinHeadings(await fetchPage(url.pathname)).map(({slug}) => slug);
      expect(slugs, `${link}: a heading of the twin with the anchor ${url.hash}`).toContain(id);
    } else {
      expect(
        select(`[id="${id}"]`, parse(await fetchPage(url.pathname))),
        `${link}: the heading ${url.hash}`,
      ).not.toBeNull();
    }
  }
}

const BATCH = 40;
const batches = Array.from({length: Math.ceil(TWIN_ROUTES.length / BATCH)}, (_, index) =>
  TWIN_ROUTES.slice(index * BATCH, (index + 1) * BATCH),
);

test.describe('Markdown twins', () => {
  test('every doc page, release note and the home page has a route to check', () => {
    // routes.txt lists every doc page and release note and the home page (over 200 routes).
    expect(TWIN_ROUTES.length).toBeGreaterThan(200);
  });

  for (const [index, routes] of batches.entries()) {
    test(`twins of routes ${index * BATCH + 1}–${index * BATCH + routes.length}: type, markup, words, code, links`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const checked = [];
      for (const route of routes) checked.push(await checkTwin(request, route));
      await checkLinks(
        request,
        checked.flatMap(({links}) => links.map((link) => link.slice(SITE_URL.length))),
      );
    });
  }

  test('an API operation twin holds the whole reference @smoke', async ({request}) => {
    const response = await request.get('/docs/api/external-api/threads/assign.md');
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown).toContain('`POST /api/v1/threads/{threadId}/assign`');
    expect(markdown).toContain('### Authentication');
    expect(markdown).toContain('| Name | In | Type | Required | Constraints | Description |');
    expect(markdown).toMatch(/\| `threadId` \| path \| integer \(int64\) \| Yes \| Value: at least 1\./);
    expect(markdown).toMatch(/\| `agentId` \| integer \(int64\) \| Yes \|/);
    expect(markdown).toContain('"agentId": 214');
    for (const tab of ['curl', 'HTTP', 'JavaScript (fetch)', 'Python (requests)', 'Kotlin (OkHttp)', 'PowerShell']) {
      expect(markdown).toContain(`**${tab}**\n\n\`\`\``);
    }
    expect(markdown).toMatch(
      /\| 409 Conflict \| \[`THREAD_ALREADY_ASSIGNED`\]\(\S+\/docs\/api\.md#thread_already_assigned\) \|/,
    );
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt lists every page once, by audience in sidebar order, and the release notes last @smoke', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain; ?charset=utf-8$/i);
    const text = await response.text();
    expect(text).toMatch(/^# Parley Chat Center\n\n> .+\n\n(?:[^#>\n].+\n\n)+## /);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      'Full text by audience',
      'Getting started',
      'Agents',
      'Supervisors',
      'Administrators',
      'Chat bot',
      'Mobile SDK',
      'Additional functions',
      'API overview, OpenAPI documents and Postman collections',
      'Bot API',
      'External API',
      'Optional',
    ]);
    const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: .+)?$/gm)].map((match) =>
      match[1].replace(SITE_URL, ''),
    );
    const twins = TWIN_ROUTES.filter((route) => route !== '/').map(markdownTwinPath);
    expect([...listed].filter((link) => link.endsWith('.md')).sort()).toEqual([...twins].sort());
    expect(listed).toContain('/openapi/external-api.postman.json');
    expect(text.slice(text.indexOf('## Optional'))).toContain('/blog/6-33.md');
    for (const link of new Set(listed)) expect((await request.get(link)).status(), link).toBe(200);
  });

  test('llms-full.txt holds every twin, each after its address', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1].replace(SITE_URL, ''));
    expect([...sources].sort()).toEqual(TWIN_ROUTES.map(markdownTwinPath).sort());
    const twin = await (await request.get('/docs/agent/threads/thread-transfer.md')).text();
    expect(text).toContain(`Source: ${SITE_URL}/docs/agent/threads/thread-transfer.md\n\n${twin}`);
  });
});

test.describe('content negotiation (nginx)', () => {
  test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

  test('a request that prefers Markdown gets the twin at the page address, others the HTML', async ({request}) => {
    const twin = await (await request.get('/docs/info.md')).text();
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8']) {
      const response = await request.get('/docs/info', {headers: {Accept: accept}});
      expect(response.headers()['content-type'], accept).toMatch(/^text\/markdown; ?charset=utf-8$/i);
      expect(response.headers()['vary'], accept).toMatch(/\bAccept\b(?!-)/);
      expect(await response.text()).toBe(twin);
    }
    const home = await request.get('/', {headers: {Accept: 'text/markdown'}});
    expect(await home.text()).toBe(await (await request.get('/index.md')).text());
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    for (const accept of [browser, 'text/html, text/markdown']) {
      const response = await request.get('/docs/info', {headers: {Accept: accept}});
      expect(response.headers()['content-type'], accept).toMatch(/^text\/html/);
      expect(response.headers()['vary'], accept).toMatch(/\bAccept\b(?!-)/);
    }
    // A page without a twin stays HTML.
    const listing = await request.get('/blog/tags/rn', {headers: {Accept: 'text/markdown'}});
    expect(listing.status()).toBe(200);
    expect(listing.headers()['content-type']).toMatch(/^text\/html/);
  });

  test('twins and llms files are precompressed and cached like HTML', async ({request}) => {
    for (const path of ['/docs/info.md', '/llms.txt', '/llms-full.txt']) {
      const response = await request.get(path, {headers: {'Accept-Encoding': 'br'}});
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers()['cache-control'], path).toMatch(/^public, max-age=300\b/);
    }
  });
});
