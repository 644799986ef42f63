import {renderInline} from '../../src/components/ApiReference/markdown';
import {spawnSync} from 'node:child_process';
// @vitest-environment jsdom
import {cleanup, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import ApiOperation from '@site/src/components/ApiReference/Operation';
import ApiWebhook from '@site/src/components/ApiReference/Webhook';
import WebhookSignatureCheck from '@site/src/components/WebhookSignatureCheck';
import {findOperation, findWebhook} from '@site/src/openapi/model';
import {flattenSchema} from '@site/src/components/ApiReference/schema';
import {
  buildExampleRequest,
  buildExampleResponse,
  curlSnippet,
  httpSnippet,
  javascriptSnippet,
  kotlinSnippet,
  pythonSnippet,
  powershellSnippet,
} from '@site/src/openapi/snippets';
import type {OpenApiDocument, OperationData, WebhookData} from '@site/src/openapi/types';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import {referenceData} from '@site/src/plugins/openapi/slice';
import {loadSpecs} from './openapiHelpers';

const specs = await loadSpecs();
const botApi = specs['bot-api'];

/** What the build gives a page (src/plugins/openapi): the document sliced down to one operation or webhook. */
function pageData(file: string): OperationData | WebhookData {
  const info = API_DOCUMENTS.find((entry) => file.startsWith(`${entry.name}/`))!;
  const found = referenceData(info, specs[info.name]).find((entry) => entry.file === file);
  if (!found) throw new Error(`no data file ${file}`);
  return found.data;
}
const operationData = (id: string) => pageData(`bot-api/operations/${id}.json`) as OperationData;
const webhookData = (name: string) => pageData(`bot-api/webhooks/${name}.json`) as WebhookData;

function operation(id: string) {
  const located = findOperation(botApi, id);
  if (!located) throw new Error(id);
  return located;
}

/** The text of a table row's first cell. */
function firstCell(row: HTMLElement): string | null {
  return (row as HTMLTableRowElement).cells[0].textContent;
}

/** The single-quoted argument after `-d` in a curl command, unquoted. */
function curlBody(command: string): string {
  const start = command.indexOf("-d '");
  return command.slice(start + 4, command.lastIndexOf("'")).replace(/'\\''/g, "'");
}

/** Runs a JavaScript example with a stub `fetch` and returns what it would send. */
function runJavaScript(code: string): {url: string; method: string; headers: unknown; body: unknown} {
  const sent: {url: string; options: {method: string; headers: unknown; body?: string}}[] = [];
  const fetch = (url: string, options: {method: string; headers: unknown; body?: string}) => {
    sent.push({url, options});
    return Promise.resolve({status: 200, text: () => Promise.resolve('')});
  };
  const env = {PARLEY_BOT_TOKEN: 'test-token', PARLEY_ACCESS_TOKEN: 'test-token'};
  // The examples use top-level await: run them as the body of an async function.
  void new Function('fetch', 'process', 'console', `return (async () => {${code}\n})();`)(
    fetch,
    {env},
    {log: () => undefined},
  );
  const [{url, options}] = sent;
  return {url, method: options.method, headers: options.headers, body: options.body && JSON.parse(options.body)};
}

/** Runs a Python example with a stub `requests` module and returns what it would send. */
function runPython(code: string): {method: string; url: string; headers: unknown; json: unknown} {
  const stub = [
    'import json, sys, types',
    'sent = {}',
    'def request(method, url, headers=None, json=None, timeout=None):',
    '    sent.update(method=method, url=url, headers=headers, json=json)',
    '    return types.SimpleNamespace(status_code=200, text="")',
    'sys.modules["requests"] = types.SimpleNamespace(request=request)',
    'exec(sys.stdin.read(), {})',
    'print(json.dumps(sent))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', stub], {
    input: code,
    encoding: 'utf8',
    env: {...process.env, PARLEY_BOT_TOKEN: 'test-token', PARLEY_ACCESS_TOKEN: 'test-token'},
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

describe('snippet builders', () => {
  it('build method, full URL, headers and body of sendBotAnswers', () => {
    const request = buildExampleRequest(botApi, operation('sendBotAnswers'));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://acme.parley.example/api/v1/bot/threads/58214/messages');
    expect(request.headers).toEqual([{name: 'Idempotency-Key', value: '3f1d2c7e-9a4b-4d8e-b6a1-0c5e7f2a9d31'}]);
    expect(JSON.parse(request.body!)).toMatchObject({action: {type: 'TRANSFER_TO_AGENT', skills: ['billing']}});

    const curl = curlSnippet(request);
    expect(curl).toMatch(/^curl -X POST 'https:\/\/acme\.parley\.example\/api\/v1\/bot\/threads\/58214\/messages'/);
    expect(curl).toContain('-H "Authorization: Bearer $PARLEY_BOT_TOKEN"');
    expect(curl).toContain("-H 'Content-Type: application/json'");
    expect(JSON.parse(curlBody(curl))).toEqual(JSON.parse(request.body!));

    const http = httpSnippet(request).split('\n');
    expect(http.slice(0, 5)).toEqual([
      'POST /api/v1/bot/threads/58214/messages HTTP/1.1',
      'Host: acme.parley.example',
      'Authorization: Bearer <bot token>',
      'Idempotency-Key: 3f1d2c7e-9a4b-4d8e-b6a1-0c5e7f2a9d31',
      'Content-Type: application/json',
    ]);
    expect(JSON.parse(http.slice(6).join('\n'))).toEqual(JSON.parse(request.body!));

    const kotlin = kotlinSnippet(request);
    expect(kotlin).toContain('.url("https://acme.parley.example/api/v1/bot/threads/58214/messages")');
    expect(kotlin).toContain('.header("Authorization", "Bearer ${System.getenv("PARLEY_BOT_TOKEN")}")');
    expect(kotlin).toContain('.method("POST", json.toRequestBody("application/json".toMediaType()))');
    expect(kotlin).toContain('"TRANSFER_TO_AGENT"');

    const javascript = runJavaScript(javascriptSnippet(request));
    expect(javascript).toEqual({
      url: 'https://acme.parley.example/api/v1/bot/threads/58214/messages',
      method: 'POST',
      headers: {
        Authorization: 'Bearer test-token',
        'Idempotency-Key': '3f1d2c7e-9a4b-4d8e-b6a1-0c5e7f2a9d31',
        'Content-Type': 'application/json',
      },
      body: JSON.parse(request.body!),
    });

    const python = runPython(pythonSnippet(request));
    expect(python).toEqual({
      method: 'POST',
      url: 'https://acme.parley.example/api/v1/bot/threads/58214/messages',
      headers: {Authorization: 'Bearer test-token', 'Idempotency-Key': '3f1d2c7e-9a4b-4d8e-b6a1-0c5e7f2a9d31'},
      json: JSON.parse(request.body!),
    });

    const powershell = powershellSnippet(request);
    expect(powershell).toContain(
      "Invoke-RestMethod -Method Post `\n  -Uri 'https://acme.parley.example/api/v1/bot/threads/58214/messages'",
    );
    expect(powershell).toContain('Authorization = "Bearer $env:PARLEY_BOT_TOKEN"');
    expect(powershell).toMatch(/\$body = @'\n\{[\s\S]*\}\n'@/);
  });

  it('put query parameters in the URL of a GET and send no body', () => {
    const request = buildExampleRequest(botApi, operation('listTags'));
    expect(request.url).toBe('https://acme.parley.example/api/v1/bot/tags?page=0&size=20');
    expect(request.body).toBeUndefined();
    expect(curlSnippet(request)).toBe(
      `curl -X GET 'https://acme.parley.example/api/v1/bot/tags?page=0&size=20' \\\n  -H "Authorization: Bearer $PARLEY_BOT_TOKEN"`,
    );
    expect(httpSnippet(request)).toBe(
      'GET /api/v1/bot/tags?page=0&size=20 HTTP/1.1\nHost: acme.parley.example\nAuthorization: Bearer <bot token>',
    );
    expect(kotlinSnippet(request)).toContain('    .get()');
    expect(runJavaScript(javascriptSnippet(request))).toMatchObject({method: 'GET', body: undefined});
    expect(runPython(pythonSnippet(request))).toMatchObject({method: 'GET', json: null});
    expect(powershellSnippet(request)).not.toContain('-Body');
  });

  it('escape quotes and dollars for each language', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: {title: 'T', version: '1'},
      servers: [{url: 'https://x.example'}],
      paths: {
        '/notes': {
          put: {
            operationId: 'putNote',
            requestBody: {content: {'application/json': {example: {text: 'It\'s $5 "now"'}}}},
            responses: {'200': {description: 'OK'}},
          },
        },
      },
    };
    const request = buildExampleRequest(doc, findOperation(doc, 'putNote')!);
    expect(request.auth).toBeUndefined();
    expect(JSON.parse(curlBody(curlSnippet(request)))).toEqual({text: 'It\'s $5 "now"'});
    expect(kotlinSnippet(request)).toContain(`"text": "It's \${'$'}5 \\"now\\""`);
    expect(runJavaScript(javascriptSnippet(request)).body).toEqual({text: 'It\'s $5 "now"'});
    expect(runPython(pythonSnippet(request)).json).toEqual({text: 'It\'s $5 "now"'});
    expect(powershellSnippet(request)).toContain(`"text": "It's $5`);
    expect(powershellSnippet(request)).toContain("Invoke-RestMethod -Method Put `\n  -Uri 'https://x.example/notes'");
  });

  it('pick the success response and its example', () => {
    const response = buildExampleResponse(botApi, operation('createClient'))!;
    expect(response.status).toBe('201');
    expect(response.statusText).toBe('Created');
    expect(JSON.parse(response.body!)).toMatchObject({id: 10551, externalId: 'CRM-000417'});
  });

  it('flatten nested fields with paths and leave read-only fields out of requests', () => {
    const body = operation('sendBotAnswers').operation.requestBody!.content!['application/json'].schema;
    const paths = flattenSchema(botApi, body, 'write').map((row) => row.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'answers',
        'answers[].text',
        'answers[].buttons[].label',
        'answers[].attachments[].url',
        'action.type',
        'action.skills',
        'botData',
      ]),
    );
    const label = flattenSchema(botApi, body, 'write').find((row) => row.path === 'answers[].buttons[].label')!;
    expect(label).toMatchObject({type: 'string', required: true});
    expect(label.constraints).toContain('Length: 1 to 40 characters.');
    const greeting = operation('setGreeting').operation.requestBody!.content!['application/json'].schema;
    expect(flattenSchema(botApi, greeting, 'write').map((row) => row.path)).not.toContain('updatedAt');
    expect(flattenSchema(botApi, greeting, 'read').map((row) => row.path)).toContain('updatedAt');
  });
});

describe('<ApiOperation>', () => {
  afterEach(cleanup);

  it('renders method, path, parameters, body fields, examples, errors and the download link', () => {
    const {container} = render(<ApiOperation operation={operationData('sendBotAnswers')} />);
    expect(screen.getByText('POST')).toBeTruthy();
    expect(screen.getByText('/api/v1/bot/threads/{threadId}/messages')).toBeTruthy();
    expect(screen.getByText('Send bot answers')).toBeTruthy();
    expect(container.textContent).toContain('Authorization: Bearer <bot token>');

    const parameters = screen.getByRole('table', {name: 'Parameters'});
    const rows = within(parameters).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['threadId', 'path', 'integer (int64)', 'Yes'],
      ['Idempotency-Key', 'header', 'string', 'No'],
    ]);

    const fields = screen.getByRole('table', {name: 'Request body fields'});
    expect(
      within(fields)
        .getAllByText('label', {selector: 'span'})
        .map((span) => span.parentElement!.textContent),
    ).toEqual(['answers[].buttons[].label', 'hints[].label']);

    const tabs = container.querySelector('[data-tabs-group="http-client"]')!;
    expect(Array.from(tabs.querySelectorAll('[data-tab]')).map((tab) => tab.getAttribute('data-tab'))).toEqual([
      'curl',
      'http',
      'javascript',
      'python',
      'kotlin',
      'powershell',
    ]);
    expect(Array.from(tabs.querySelectorAll('pre')).map((pre) => pre.getAttribute('data-language'))).toEqual([
      'bash',
      'http',
      'javascript',
      'python',
      'kotlin',
      'powershell',
    ]);
    expect(tabs.querySelector('[data-tab="curl"]')!.textContent).toContain(
      'https://acme.parley.example/api/v1/bot/threads/58214/messages',
    );

    expect(container.textContent).toContain('"status": "IN_QUEUE"');
    const errors = screen.getByRole('table', {name: 'Errors'});
    const codes = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(codes).toEqual([
      'VALIDATION_ERROR',
      'UNAUTHORIZED',
      'BOT_DISABLED',
      'ACCESS_DENIED',
      'THREAD_NOT_FOUND',
      'THREAD_CLOSED',
      'THREAD_NOT_HANDLED_BY_BOT',
      'NO_ONLINE_AGENT_WITH_SKILLS',
      'REQUEST_IN_PROGRESS',
      'FILE_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'ATTACHMENT_DOWNLOAD_FAILED',
      'SKILL_NOT_FOUND',
      'CHANNEL_NOT_SUPPORTED',
      'IDEMPOTENCY_KEY_REUSED',
      'RATE_LIMIT_EXCEEDED',
      'INTERNAL_ERROR',
      'BAD_GATEWAY',
      'SERVICE_UNAVAILABLE',
      'GATEWAY_TIMEOUT',
    ]);

    const download = screen.getByRole('link', {name: 'Download the OpenAPI document'});
    expect(download.getAttribute('href')).toBe('/openapi/bot-api.yaml');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('renders a GET without a body', () => {
    render(<ApiOperation operation={operationData('getThreadHistory')} />);
    expect(screen.getByText('GET')).toBeTruthy();
    expect(screen.getByText('This operation has no request body.')).toBeTruthy();
    const names = within(screen.getByRole('table', {name: 'Parameters'}))
      .getAllByRole('row')
      .slice(1)
      .map((row) => firstCell(row));
    expect(names).toEqual(['threadId', 'page', 'size']);
    expect(
      within(screen.getByRole('table', {name: 'Response fields'})).getByText('sender', {selector: 'span'}),
    ).toBeTruthy();
  });

  it('fails loudly when the data does not hold the operation it names', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mismatched = {...operationData('listTags'), operationId: 'noSuchOperation'};
    expect(() => render(<ApiOperation operation={mismatched} />)).toThrow(/noSuchOperation.*bot-api\.yaml/);
  });

  it('holds only its own operation and the components it references', () => {
    const {document} = operationData('listTags');
    expect(Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item))).toEqual(['get']);
    expect(document.webhooks).toBeUndefined();
    const whole = JSON.stringify(botApi).length;
    expect(JSON.stringify(document).length).toBeLessThan(whole / 4);
  });
});

describe('<ApiWebhook>', () => {
  afterEach(cleanup);

  it('renders headers, the exact request, the payload fields and the expected answers', () => {
    const {container} = render(<ApiWebhook webhook={webhookData('INIT_CHAT')} />);
    const located = findWebhook(botApi, 'INIT_CHAT')!;
    const headers = located.operation['x-example-headers']!;
    expect(screen.getByText('https://bot.acme.example/parley/webhook')).toBeTruthy();
    const headerTable = screen.getByRole('table', {name: 'Request headers'});
    expect(within(headerTable).getByText(headers['X-Parley-Signature'])).toBeTruthy();
    const names = within(headerTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => firstCell(row));
    for (const name of [
      'Content-Type',
      'X-Parley-Signature',
      'X-Parley-Signature-Next',
      'X-Parley-Event',
      'X-Parley-Delivery-Id',
      'X-Parley-Attempt',
    ]) {
      expect(names, name).toContain(name);
    }
    const raw = container.querySelector('pre[data-language="http"]')!.textContent!;
    const example = (botApi.components!.examples!.InitChatEvent.value ?? {}) as object;
    expect(
      raw.startsWith('POST /parley/webhook HTTP/1.1\nHost: bot.acme.example\nContent-Type: application/json\n'),
    ).toBe(true);
    expect(raw.endsWith(`\n\n${JSON.stringify(example)}`)).toBe(true);
    expect(raw).toContain(`X-Parley-Signature: ${headers['X-Parley-Signature']}`);
    const fields = within(screen.getByRole('table', {name: 'Payload fields'}))
      .getAllByRole('row')
      .map((row) => firstCell(row));
    expect(fields).toEqual(expect.arrayContaining(['event', 'thread.id', 'client.externalId', 'context.websiteData']));
    const answers = within(screen.getByRole('table', {name: 'Expected answer'}))
      .getAllByRole('row')
      .slice(1)
      .map((row) => firstCell(row));
    expect(answers).toEqual(['200 OK', '401 Unauthorized', '5XX ']);
    expect(screen.getByRole('link', {name: 'Download the OpenAPI document'}).getAttribute('href')).toBe(
      '/openapi/bot-api.yaml',
    );
  });
});

describe('<WebhookSignatureCheck>', () => {
  afterEach(cleanup);

  it('shows the receiver in Kotlin, Java and JavaScript tabs', () => {
    const {container} = render(<WebhookSignatureCheck />);
    const tabs = container.querySelector('[data-tabs-group="server-language"]')!;
    expect(Array.from(tabs.querySelectorAll('[data-tab]')).map((tab) => tab.getAttribute('data-tab'))).toEqual([
      'kotlin',
      'java',
      'javascript',
    ]);
    expect(tabs.querySelector('[data-tab="java"]')!.textContent).toContain('MessageDigest.isEqual');
    expect(tabs.querySelector('[data-tab="javascript"]')!.textContent).toContain('timingSafeEqual');
  });
});

describe('renderInline', () => {
  afterEach(cleanup);

  it('renders code inside a link, and bold, code and plain text around it', () => {
    const {container} = render(
      <p>{renderInline('Renew with [`POST /api/v1/auth/refresh`](/docs/x), then **retry** `once`.')}</p>,
    );
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/docs/x');
    expect(link.innerHTML).toBe('<code>POST /api/v1/auth/refresh</code>');
    expect(container.querySelector('strong')!.textContent).toBe('retry');
    expect(container.textContent).toBe('Renew with POST /api/v1/auth/refresh, then retry once.');
  });
});

describe('other examples', () => {
  afterEach(cleanup);

  it('shows every response example after the first, folded under its summary', () => {
    const data = pageData('external-api/operations/getThread.json') as OperationData;
    const {container} = render(<ApiOperation operation={data} />);
    const summaries = [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(summaries.some((text) => /^200 OK, another example: .+/.test(text ?? ''))).toBe(true);
    // The first example (with messages) is under Response; the other one is folded, and names
    // the header that makes the mock answer with it.
    const other = [...container.querySelectorAll('details')].find((details) =>
      details.textContent?.includes('another example: The same thread without include'),
    );
    expect(other, 'the example without the messages').toBeDefined();
    expect(other!.textContent).not.toContain('"messages"');
    expect(other!.querySelector('p code')?.textContent).toBe('Prefer: example=withoutMessages');
  });
});
