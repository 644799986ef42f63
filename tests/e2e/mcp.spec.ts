import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {expect, test} from './fixtures';
import {SITE_URL} from './helpers';
import {LLMS_FILE_LIMIT, audienceFileNames, audienceFilePath} from '../../src/plugins/markdownTwins/llmsTxt';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import {API_CATALOG_PATH} from '../../src/plugins/openapi/apiCatalog';

/**
 * The docs' MCP server (mcp/) as an assistant uses it: spawned over stdio by the SDK's own client,
 * reading the build this suite serves (nginx under `npm test`), as `npm run mcp -- --site` starts
 * it. Then the llms files per audience and the API catalog, which assistants find the docs by.
 */
let client: Client;

test.describe.configure({mode: 'serial'});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from its first parameter: it asks for none.
test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'mcp/src/cli.ts', '--site', baseURL],
      stderr: 'inherit',
    }),
  );
});

test.afterAll(async () => {
  await client?.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult & {text: string}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const first = result.content[0];
  return {...result, text: first?.type === 'text' ? first.text : ''};
}

const hitsOf = async (query: string, section?: string) => {
  const result = await call('search_docs', {query, ...(section ? {section} : {})});
  expect(result.isError, result.text).toBeFalsy();
  return (
    result.structuredContent as {
      hits: {title: string; url: string; heading?: string; section?: string; snippet: string}[];
    }
  ).hits;
};

test.describe('the docs MCP server', () => {
  test('lists its four tools, each with a description and an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map(({name}) => name).sort()).toEqual(['get_operation', 'list_pages', 'read_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    const search = tools.find(({name}) => name === 'search_docs')!;
    expect(Object.keys(search.inputSchema.properties!)).toEqual(['query', 'section', 'limit']);
    expect(search.inputSchema.required).toEqual(['query']);
  });

  test("search finds the page of a reader's question among its first hits, as the search bar does", async () => {
    for (const [question, section, answer] of [
      ['how do I hand a chat to a colleague', 'agents', '/docs/agent/threads/thread-transfer'],
      ['assign a thread to an agent through the API', 'external-api', '/docs/api/external-api/threads/assign'],
      ['webhook signature check', 'bot-api', '/docs/api/bot-api/description'],
      ['rate limit 429', undefined, '/docs/api'],
      ['THREAD_ALREADY_ASSIGNED', undefined, '/docs/api/external-api/threads/assign'],
    ] as const) {
      const hits = await hitsOf(question, section);
      const urls = hits.slice(0, 3).map(({url}) => new URL(url).pathname);
      expect(urls, question).toContain(`${answer}.md`);
    }
    const [first] = await hitsOf('how do I hand a chat to a colleague', 'agents');
    expect(first).toMatchObject({title: 'Transfer a thread to another agent or skill', section: 'agents'});
    expect(first.snippet.length).toBeGreaterThan(20);
    expect((await call('search_docs', {query: 'transfer', limit: 3})).structuredContent).toMatchObject({
      hits: {length: 3},
    });
  });

  test('reads a page whole and by heading, from the URL a search gave', async ({request}) => {
    const twin = await (await request.get('/docs/info.md')).text();
    const whole = await call('read_page', {url: '/docs/info'});
    expect(whole.isError).toBeFalsy();
    expect(whole.text).toContain(twin);
    const [hit] = await hitsOf('how do I hand a chat to a colleague', 'agents');
    expect((await call('read_page', {url: hit.url})).text).toMatch(/^Source: .+\n\n# Transfer a thread/);
    const part = await call('read_page', {url: `${SITE_URL}/docs/info.md`, heading: 'Supported browsers'});
    expect(part.text).toMatch(/^Source: .+\n\n### Supported browsers\n/);
    expect(part.text).not.toContain('## Glossary');
    expect((await call('read_page', {url: '/docs/info#supported-browsers'})).text).toBe(part.text);
  });

  test('gives an operation by operationId and by method and path, with parameters, examples, responses and errors', async () => {
    const byId = await call('get_operation', {api: 'external-api', operationId: 'assignThread'});
    expect(byId.isError, byId.text).toBeFalsy();
    expect(byId.text).toMatch(/^# Assign a thread to an agent\n/);
    for (const part of [
      '`POST /api/v1/threads/{threadId}/assign`',
      '### Parameters',
      '**curl**',
      '**Python (requests)**',
      '### Response',
      '### Errors',
      'THREAD_ALREADY_ASSIGNED',
    ]) {
      expect(byId.text).toContain(part);
    }
    const byPath = await call('get_operation', {
      api: 'external-api',
      method: 'post',
      path: '/api/v1/threads/58214/assign',
    });
    expect(byPath.text).toBe(byId.text);
    const bot = await call('get_operation', {api: 'bot-api', method: 'GET', path: '/api/v1/bot/tags'});
    expect(bot.isError, bot.text).toBeFalsy();
    expect(bot.text).toContain('`GET /api/v1/bot/tags`');
  });

  test('lists the pages of a section as llms.txt has them', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    const chatBot = llms.slice(llms.indexOf('## Chat bot\n'), llms.indexOf('\n## ', llms.indexOf('## Chat bot\n') + 1));
    const result = await call('list_pages', {section: 'chat-bot'});
    const lines = chatBot.split('\n').filter((line) => line.startsWith('- '));
    expect(result.text.split('\n').filter((line) => line.startsWith('- ')).length).toBe(lines.length);
    expect(result.text).toContain('/docs/chat-bot/connect.md): The steps to connect a chat bot');
    const all = await call('list_pages', {});
    expect(all.text).toContain('## Release');
    expect(all.text.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThan(200);
  });

  test('answers each kind of bad input with a tool error that says what was wrong, and keeps running', async () => {
    for (const [name, args, message] of [
      ['search_docs', {query: '   '}, /query is empty/],
      ['read_page', {url: '/docs/no-such-page'}, /no page at \/docs\/no-such-page/],
      ['read_page', {url: 'https://example.org/docs/info'}, /not a page of these docs/],
      [
        'read_page',
        {url: '/docs/info', heading: 'No such heading'},
        /has no heading "No such heading". Its headings: .*"Supported browsers"/,
      ],
      [
        'get_operation',
        {api: 'external-api', operationId: 'assignThreads'},
        /no operation "assignThreads". Its operations: .*assignThread/,
      ],
      ['get_operation', {api: 'external-api', method: 'GET', path: '/api/v1/threads/1/assign'}, /no GET .*takes POST/],
      ['get_operation', {api: 'external-api'}, /operationId, or by method and path/],
      ['get_operation', {api: 'no-api', operationId: 'x'}, /Invalid arguments|bot-api/],
      ['list_pages', {section: 'nowhere'}, /Invalid arguments|section/],
    ] as const) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(result.text, `${name} ${JSON.stringify(args)}`).toMatch(message);
    }
    expect((await call('search_docs', {query: 'qwxzv plorth'})).text).toMatch(/^No page of the docs matches/);
    // Still answering.
    expect((await hitsOf('start my shift', 'agents')).length).toBeGreaterThan(0);
  });

  test('says when the site cannot be reached, and keeps running', async () => {
    const unreachable = new Client({name: 'e2e', version: '1.0.0'});
    await unreachable.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'mcp/src/cli.ts', '--site', 'http://127.0.0.1:9'],
        stderr: 'ignore',
      }),
    );
    try {
      for (const [name, args] of [
        ['search_docs', {query: 'transfer'}],
        ['list_pages', {}],
        ['read_page', {url: '/docs/info'}],
      ] as const) {
        const result = (await unreachable.callTool({name, arguments: args})) as CallToolResult;
        expect(result.isError, name).toBe(true);
        expect(result.content[0]).toMatchObject({type: 'text', text: expect.stringMatching(/cannot be reached/)});
      }
      expect((await unreachable.listTools()).tools).toHaveLength(4);
    } finally {
      await unreachable.close();
    }
  });
});

test.describe('llms files per audience', () => {
  test('each is listed in llms.txt with its size, and holds at most 100 k tokens', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain('npx -y @parley/docs-mcp');
    const names = audienceFileNames();
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const response = await request.get(audienceFilePath(name));
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type'], name).toMatch(/^text\/plain/);
      const bytes = (await response.body()).length;
      expect(bytes, name).toBeLessThanOrEqual(LLMS_FILE_LIMIT);
      const listed = new RegExp(
        `\\(${SITE_URL}${audienceFilePath(name)}\\): ${Math.round(bytes / 1000)} KB, about ${Math.round(bytes / 4000)} k tokens`,
      );
      expect(llms, name).toMatch(listed);
    }
  });

  test('the External API file keeps each operation with its curl example and tables, and says where the rest is', async ({
    request,
  }) => {
    const text = await (await request.get(audienceFilePath('external-api'))).text();
    const endpoints = [...text.matchAll(/^## Endpoint reference\n\n`([A-Z]+ \S+)`$/gm)];
    expect(endpoints.length).toBeGreaterThanOrEqual(45);
    expect(text.match(/^\*\*curl\*\*$/gm)?.length).toBe(endpoints.length);
    expect(text).not.toMatch(/^\*\*Python \(requests\)\*\*$/m);
    expect(text).not.toMatch(/^\*\*[^*\n]+, another example: /m);
    expect(text).toContain('### Parameters');
    expect(text).toMatch(/twin, at its Source address, holds it all, every language of the request examples included/);
  });
});

test.describe('API catalog (RFC 9727)', () => {
  test('lists each API with its OpenAPI document, Postman collection and docs page', async ({request}) => {
    const response = await request.get(API_CATALOG_PATH);
    expect(response.status()).toBe(200);
    if (process.env.E2E_SERVER === 'nginx') {
      expect(response.headers()['content-type']).toMatch(/^application\/linkset\+json/);
    }
    const catalog = (await response.json()) as {linkset: Record<string, {href: string; type?: string}[] | string>[]};
    const [self, ...apis] = catalog.linkset;
    expect(self.anchor).toBe(`${SITE_URL}${API_CATALOG_PATH}`);
    expect(apis).toHaveLength(API_DOCUMENTS.length);
    for (const [place, document] of API_DOCUMENTS.entries()) {
      const api = apis[place];
      expect(api['service-desc']).toEqual([
        expect.objectContaining({href: `${SITE_URL}${document.downloadPath}`, type: 'application/yaml'}),
        expect.objectContaining({href: `${SITE_URL}${document.postmanPath}`}),
      ]);
      expect(api['service-doc']).toEqual([expect.objectContaining({href: `${SITE_URL}${document.docsPath}`})]);
      for (const links of [api['service-desc'], api['service-doc']] as {href: string}[][]) {
        for (const {href} of links) expect((await request.get(href.replace(SITE_URL, ''))).status(), href).toBe(200);
      }
    }
  });

  test('every HTML answer points to it with a Link header', async ({request}) => {
    test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');
    for (const route of ['/', '/docs/info', '/docs/api/ai-assistants', '/docs/no-such-page']) {
      const response = await request.get(route);
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
      expect(response.headers()['link'], route).toBe('</.well-known/api-catalog>; rel="api-catalog"');
    }
  });
});
