import {describe, expect, it} from 'vitest';
import negotiation from '../../deploy/nginx/markdown-negotiation.js';
import {htmlPageToMarkdown, retargetTwinAnchors} from '../../src/plugins/markdownTwins/htmlToMarkdown';
import {llmsTxt, orderPages, type TwinPage} from '../../src/plugins/markdownTwins/llmsTxt';
import {markdownTwinPath} from '../../src/plugins/markdownTwins/twinPath';

const SITE = 'https://docs.example.test';
const context = {siteUrl: SITE, routePath: '/docs/agent/page', twinRoutes: new Set(['/docs/agent/other', '/'])};

/** A doc page as Docusaurus renders it, reduced to the shapes the twin reshapes. */
function docPage(body: string): string {
  return `<!doctype html><html><head><title>Page | Site</title>
<meta name=description content="What the page is for."></head><body>
<nav class=navbar><a href=/docs>Docs</a></nav>
<article><nav class=theme-doc-breadcrumbs><a href=/>Home</a></nav>
<div class=theme-doc-toc-mobile><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>The page</h1></header>${body}</div>
<footer class=theme-doc-footer>Edit this page</footer></article></body></html>`;
}

const convert = async (body: string) => (await htmlPageToMarkdown(docPage(body), context)).markdown;

describe('htmlPageToMarkdown', () => {
  it('starts with the title as the one H1 and the description, without the chrome', async () => {
    const markdown = await convert(
      '<h2 class=anchor id=first>First<a href=#first class=hash-link aria-label="Direct link">\u200b</a></h2><p>Text.</p>',
    );
    expect(markdown).toBe('# The page\n\nWhat the page is for.\n\n## First\n\nText.\n');
  });

  it('prints each tab under a line naming it, with its code fenced in its language', async () => {
    const codeBlock = (language: string, lines: string[]) =>
      `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_x>` +
      `<pre class="prism-code language-${language}"><code>${lines
        .map((line) => `<span class=token-line><span class="token plain">${line}</span><br></span>`)
        .join('')}</code></pre><div class=buttonGroup_x><button>Copy</button></div></div></div>`;
    const markdown = await convert(
      '<div class="tabs-container"><ul role=tablist><li role=tab>curl<li role=tab>Kotlin</ul><div>' +
        `<div role=tabpanel>${codeBlock('bash', ['curl -X POST \\', '  https://x'])}</div>` +
        `<div role=tabpanel hidden>${codeBlock('kotlin', ['val a = 1'])}</div></div></div>`,
    );
    expect(markdown).toContain(
      '**curl**\n\n```bash\ncurl -X POST \\\n  https://x\n```\n\n**Kotlin**\n\n```kotlin\nval a = 1\n```',
    );
    expect(markdown).not.toContain('Copy');
  });

  it('turns an admonition into a block quote that starts with its kind or its title', async () => {
    const admonition = (kind: string, heading: string) =>
      `<div class="theme-admonition theme-admonition-${kind} alert"><div class=admonitionHeading_Gvgb>` +
      `<span class=admonitionIcon_x><svg></svg></span>${heading}</div>` +
      `<div class=admonitionContent_BuS1><p>Mind the <a href=/docs/agent/other#part>other page</a>.</div></div>`;
    expect(await convert(admonition('warning', 'warning'))).toContain(
      `> **Warning:** Mind the [other page](${SITE}/docs/agent/other.md#part).`,
    );
    expect(await convert(admonition('tip', 'Before you start'))).toContain('> **Tip: Before you start:** Mind');
  });

  it('writes links and images as absolute URLs, to twins where a page has one', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const twin = await htmlPageToMarkdown(
      docPage(
        '<p><a href=/docs/agent/other>Other</a>, <a href=#first>here</a>, <a href=/openapi/x.yaml>file</a>, ' +
          `<a href=https://example.org>out</a>.</p><p><img src="data:image/svg+xml;base64,${svg}" alt="A dialog"></p>` +
          '<p><img src=/img/logo.svg alt=Logo></p>',
      ),
      context,
    );
    expect(twin.markdown).toContain(
      `[Other](${SITE}/docs/agent/other.md), [here](${SITE}/docs/agent/page#first), ` +
        `[file](${SITE}/openapi/x.yaml), [out](https://example.org).`,
    );
    expect(twin.images).toHaveLength(1);
    expect(twin.images[0].data.toString()).toContain('<svg');
    expect(twin.markdown).toContain(`![A dialog](${SITE}${twin.images[0].path})`);
    expect(twin.markdown).toContain(`![Logo](${SITE}/img/logo.svg)`);
  });

  it('prints the API reference endpoint as code and constraints in a column of their own', async () => {
    const markdown = await convert(
      '<div data-markdown=endpoint><span>POST</span><code>/api/v1/threads/{threadId}/assign</code></div>' +
        '<table><thead><tr><th>Name<th>Type<th>Description<tbody><tr><td><code>threadId</code><td>integer' +
        '<td><span>The thread.</span><span data-markdown=constraints><span>Value: at least 1.</span></span></table>',
    );
    expect(markdown).toContain('`POST /api/v1/threads/{threadId}/assign`');
    expect(markdown).toContain('| Name | Type | Constraints | Description |');
    expect(markdown).toContain('| `threadId` | integer | Value: at least 1. | The thread. |');
  });

  it('keeps a table row on one line when a cell holds a list', async () => {
    const markdown = await convert(
      '<table><thead><tr><th>Code<th>When<tbody><tr><td><code>VALIDATION_ERROR</code>' +
        '<td>A rule below is broken:<ul><li><code>BREAK</code> without a reason.<li>A comment with <code>ONLINE</code>.</ul></table>',
    );
    expect(markdown).toContain(
      '| `VALIDATION_ERROR` | A rule below is broken: `BREAK` without a reason.; A comment with `ONLINE`. |',
    );
  });

  it('keeps no HTML: keys become code, details their summary in bold', async () => {
    const markdown = await convert(
      '<p>Press <kbd>Alt</kbd>+<kbd>T</kbd>.</p><details><summary>More</summary><p>Hidden text.</p></details>',
    );
    expect(markdown).toContain('Press `Alt`+`T`.');
    expect(markdown).toContain('**More**\n\nHidden text.');
    expect(markdown).not.toMatch(/<[a-z]/);
  });
  it('says what an interactive form does instead of printing its labels', async () => {
    const markdown = await convert(
      '<form data-markdown=interactive data-markdown-summary="A form that checks <code>X-Sig</code>."><label>Raw body</label><textarea></textarea></form>',
    );
    expect(markdown).toContain('A form that checks `X-Sig`.');
    expect(markdown).not.toContain('Raw body');
  });

  it('keeps addresses in text as they are, without escapes', async () => {
    const markdown = await convert('<p>Write to support@parley.example or open https://acme.parley.example.</p>');
    expect(markdown).toContain('Write to support@parley.example or open https://acme.parley.example.');
  });

  it('turns a table of linkable rows into a heading per row, and maps each anchor to its heading', async () => {
    const twin = await htmlPageToMarkdown(
      docPage(
        '<h2 id=error-codes>Error codes</h2><table><thead><tr><th>Code<th>Status<th>What to do</tr></thead><tbody>' +
          '<tr id=error-thread-not-found><td><a href=#error-thread-not-found><code>THREAD_NOT_FOUND</code></a><td>404<td>Check the id.</tr>' +
          '<tr id=error-thread-closed><td><a href=#error-thread-closed><code>THREAD_CLOSED</code></a><td>409<td>Re-read it.</tr>' +
          '</tbody></table><h2 id=error-codes-again>Error codes</h2>',
      ),
      context,
    );
    expect(twin.markdown).toContain(
      '## Error codes\n\n### `THREAD_NOT_FOUND`\n\n**Status:** 404\n\n**What to do:** Check the id.\n\n### `THREAD_CLOSED`',
    );
    expect(Object.fromEntries(twin.anchors)).toEqual({
      'error-codes': 'error-codes',
      'error-thread-not-found': 'thread_not_found',
      'error-thread-closed': 'thread_closed',
      'error-codes-again': 'error-codes-1',
    });
  });

  it("points links to a twin's anchors at the anchors the twin has", () => {
    const anchors = new Map([['/docs/api.md', new Map([['error-thread-closed', 'thread_closed']])]]);
    const markdown = `[a](${SITE}/docs/api.md#error-thread-closed) [b](${SITE}/docs/api.md#unknown) [c](${SITE}/docs/api#error-thread-closed)`;
    expect(retargetTwinAnchors(markdown, SITE, anchors)).toBe(
      `[a](${SITE}/docs/api.md#thread_closed) [b](${SITE}/docs/api.md#unknown) [c](${SITE}/docs/api#error-thread-closed)`,
    );
  });
});

describe('markdownTwinPath', () => {
  it('adds .md to the page path, and names the home page index.md', () => {
    expect(markdownTwinPath('/docs/info')).toBe('/docs/info.md');
    expect(markdownTwinPath('/docs/info/')).toBe('/docs/info.md');
    expect(markdownTwinPath('/docs')).toBe('/docs.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});

describe('content negotiation (nginx)', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/markdown, */*', true],
    ['text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/html, text/markdown', false],
    ['text/html;q=0.9, text/markdown;q=0.9', false],
    ['text/markdown;q=0.5, text/*', false],
    ['text/markdown;q=0, text/html;q=0.1', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
    ['*/*', false],
    ['', false],
  ])('Accept: %s → the twin: %s', (accept, twin) => {
    expect(negotiation.prefersMarkdown(accept)).toBe(twin);
  });
});

describe('llms.txt', () => {
  const page = (route: string, title: string): TwinPage => ({
    route,
    twinRoute: markdownTwinPath(route),
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n`,
  });
  const docs = new Map([
    ['index', page('/docs', 'Overview')],
    ['agent/a', page('/docs/agent/a', 'Agent A')],
  ]);

  it('fails the build for a sidebar item that belongs to no section', () => {
    expect(() => orderPages([{key: 'New guide', docIds: ['agent/a']}], docs)).toThrow(
      /"New guide" belong to no section/,
    );
  });

  it('lists each section in sidebar order, then the release notes under Optional', () => {
    const sections = orderPages(
      [
        {key: 'index', docIds: ['index']},
        {key: 'Agent guide', docIds: ['agent/a']},
      ],
      docs,
    );
    const text = llmsTxt(sections, [page('/blog/1-0', 'Release 1.0')], SITE);
    expect(text).toMatch(/^# .+\n\n> .+\n\n.+\n\n.+MCP server.+\n\n## Getting started\n\n- \[Overview\]/);
    expect(text).toContain(`- [Agent A](${SITE}/docs/agent/a.md): About Agent A.`);
    expect(text.indexOf('## Agents')).toBeLessThan(text.indexOf('## Optional'));
    expect(text).toMatch(/## Optional\n\n- \[Release 1\.0\]\(.+\/blog\/1-0\.md\): About Release 1\.0\.\n$/);
  });
});
