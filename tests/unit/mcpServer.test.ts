import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SECTIONS, sectionOfRoute} from '../../mcp/src/sections';
import {mcpConfiguration} from '../../src/components/PageActions/mcpConfiguration';
import {
  LLMS_SECTIONS,
  audienceFileNames,
  REDUCTIONS,
  audienceFiles,
  type LlmsSection,
  type TwinPage,
} from '../../src/plugins/markdownTwins/llmsTxt';
import {apiCatalog} from '../../src/plugins/openapi/apiCatalog';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import {SEARCH_CONTEXTS} from '../../src/plugins/search/options';

const SITE = 'https://docs.parley.example';

describe('the MCP server against the site it reads', () => {
  it("has a section for each section of llms.txt and each search index, and finds a page's by its route", () => {
    const headings = SECTIONS.map(({llmsHeading}) => llmsHeading);
    expect(headings).toEqual([...LLMS_SECTIONS.map(({heading}) => heading), 'Optional']);
    const contexts = SECTIONS.map(({searchContext}) => searchContext).filter(Boolean);
    expect(contexts).toEqual(SEARCH_CONTEXTS.map(({path}) => path));
    expect(sectionOfRoute('/docs/api/external-api/threads/assign')).toBe('external-api');
    expect(sectionOfRoute('/docs/api/ai-assistants')).toBe('api-overview');
    expect(sectionOfRoute('/blog/6-33')).toBe('release-notes');
  });

  it('is configured on the AI assistants page as the page actions copy it', () => {
    const page = fs.readFileSync('docs/api/ai-assistants.md', 'utf8');
    const cursor = /```json title="\.cursor\/mcp\.json"\n([\s\S]*?)```/.exec(page)![1];
    expect(JSON.parse(cursor)).toEqual(JSON.parse(mcpConfiguration(`${SITE}/`)));
    const vscode = JSON.parse(/```json title="\.vscode\/mcp\.json"\n([\s\S]*?)```/.exec(page)![1]) as {
      servers: Record<string, {args: string[]}>;
    };
    expect(vscode.servers['parley-docs'].args).toEqual(
      (JSON.parse(cursor) as {mcpServers: Record<string, {args: string[]}>}).mcpServers['parley-docs'].args,
    );
    expect(page).toContain(`claude mcp add parley-docs -- npx -y @parley/docs-mcp --site ${SITE}\n`);
  });
});

describe('llms files per audience', () => {
  const operationPage = (n: number): TwinPage => ({
    route: `/docs/api/external-api/op${n}`,
    twinRoute: `/docs/api/external-api/op${n}.md`,
    title: `Operation ${n}`,
    description: '',
    markdown:
      [
        `# Operation ${n}`,
        'What it does.',
        '## When to call it',
        'x'.repeat(400),
        '## Endpoint reference',
        `\`POST /api/v1/op${n}\``,
        '**curl**\n\n```bash\ncurl -X POST https://acme.parley.example/api/v1/op\n```',
        '**Python (requests)**\n\n```python\n' + 'p'.repeat(300) + '\n```',
        '### Response',
        '**200 OK**\n\n```json\n{"id": 1}\n```',
        '**200 OK, another example: an empty one**\n\n```json\n{}\n```',
        '**Request body, another example: with a comment**\n\n```json\n{"comment": "x"}\n```',
        '| Field | Type |\n| - | - |\n| `id` | integer |',
        '### Errors',
        `| Status | Code |\n| - | - |\n| 400 Bad Request | VALIDATION_ERROR ${n} |\n| 401 Unauthorized | UNAUTHORIZED |`,
        '## Related pages',
        '- [A page](https://docs.parley.example/docs/a.md): why',
      ].join('\n\n') + '\n',
  });
  const sections = (pages: TwinPage[]): LlmsSection[] =>
    LLMS_SECTIONS.map(({heading}) => ({heading, apiFiles: false, pages: heading === 'External API' ? pages : []}));

  it('keeps a file whole when it fits, and says nothing is left out', () => {
    const files = audienceFiles(sections([operationPage(1)]), [], SITE);
    expect(files.map(({name}) => name)).toEqual(audienceFileNames());
    const external = files.find(({name}) => name === 'external-api')!;
    expect(external.reductions).toEqual([]);
    expect(external.text).toContain('**Python (requests)**');
    expect(external.text).toContain(`Source: ${SITE}/docs/api/external-api/op1.md\n\n# Operation 1`);
  });

  it('leaves out, step by step, only what it takes to fit, and says what', () => {
    const pages = [1, 2, 3].map(operationPage);
    const whole = audienceFiles(sections(pages), [], SITE).find(({name}) => name === 'external-api')!;
    const limit = whole.bytes - 500;
    const file = audienceFiles(sections(pages), [], SITE, limit).find(({name}) => name === 'external-api')!;
    expect(file.bytes).toBeLessThanOrEqual(limit);
    expect(file.reductions.length).toBeGreaterThan(0);
    expect(file.text).toContain(`leaves out ${file.reductions.join('; ')}`);
    const smallest = audienceFiles(sections(pages), [], SITE, 2500).find(({name}) => name === 'external-api')!;
    expect(smallest.reductions).toEqual(REDUCTIONS.map(({note}) => note));
    expect(smallest.text).not.toContain('## Related pages');
    expect(smallest.text).not.toContain('**Python (requests)**');
    expect(smallest.text).not.toContain('**200 OK**');
    expect(smallest.text).not.toContain('another example');
    expect(smallest.text).not.toContain('## When to call it');
    expect(smallest.text.match(/\*\*curl\*\*/g)).toHaveLength(3);
    expect(smallest.text.match(/401 Unauthorized/g)).toHaveLength(1);
    expect(smallest.text.match(/VALIDATION_ERROR/g)).toHaveLength(3);
    expect(smallest.text).toContain('_The same table as in "Operation 1" above._');
  });

  it('fails the build when a file is over the limit after every step', () => {
    expect(() => audienceFiles(sections([1, 2, 3].map(operationPage)), [], SITE, 1000)).toThrow(
      /external-api\.txt is \d+ bytes, over 1000/,
    );
  });
});

describe('/.well-known/api-catalog', () => {
  it('names each API with its OpenAPI document, Postman collection and docs page', () => {
    const catalog = apiCatalog(`${SITE}/`);
    expect(catalog.linkset[0]).toEqual({
      anchor: `${SITE}/.well-known/api-catalog`,
      item: API_DOCUMENTS.map(({docsPath}) => ({href: `${SITE}${docsPath}`})),
    });
    for (const [place, document] of API_DOCUMENTS.entries()) {
      expect(catalog.linkset[place + 1]).toMatchObject({
        anchor: `${SITE}${document.docsPath}`,
        'service-desc': [{href: `${SITE}${document.downloadPath}`}, {href: `${SITE}${document.postmanPath}`}],
        'service-doc': [{href: `${SITE}${document.docsPath}`, type: 'text/html'}],
      });
      expect(fs.existsSync(`docs${document.docsPath.replace(/^\/docs/, '')}.md`), document.docsPath).toBe(true);
    }
  });
});
