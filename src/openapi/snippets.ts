import {
  collectParameters,
  deref,
  mediaExamples,
  parameterExample,
  pickMediaType,
  securitySchemes,
  serverUrl,
  successResponse,
  statusText,
  type FoundExample,
  type LocatedOperation,
} from './model';
import type {OpenApiDocument} from './types';

/** The example request of an operation, built from the document's examples. */
export interface ExampleRequest {
  /** Upper case: `POST`. */
  method: string;
  /** The full address with the query: `https://acme.parley.example/api/v1/bot/tags?page=0&size=20`. */
  url: string;
  /** `acme.parley.example` */
  host: string;
  /** `/api/v1/bot/tags?page=0&size=20` */
  target: string;
  /** Headers other than authentication and Content-Type, in document order. */
  headers: {name: string; value: string}[];
  /** Bearer authentication, if the operation needs it. */
  auth?: {placeholder: string; env: string};
  /** Set when there is a body. */
  contentType?: string;
  /** The example body, formatted JSON. */
  body?: string;
  /** How long the client waits for the answer: the operation's `x-timeout-seconds`, else 10. */
  timeoutSeconds?: number;
  /** Set when the answer is a file (binary, not JSON): the name to save it under, the path's last part. */
  saveAs?: string;
}

/** The example response of an operation: its first success status and example. */
export interface ExampleResponse {
  status: string;
  statusText: string;
  description: string;
  contentType?: string;
  body?: string;
  /** The success response's other examples, after the first, each with its summary. */
  others: OtherExample[];
}

/** The words before the `Prefer` header that makes the local mock answer with a further response example. */
export const MOCK_EXAMPLE_INTRO = 'From the local mock: send';

/** An example after the first of a request body or a response: what it shows, and its JSON. */
export interface OtherExample {
  summary: string;
  /** The example's key in the document, which a mock server selects it by. */
  name?: string;
  body: string;
}

function otherExamples(examples: FoundExample[]): OtherExample[] {
  return examples.slice(1).map((example) => ({
    summary: example.summary ?? example.name ?? '',
    name: example.name,
    body: formatJson(example.value),
  }));
}

/** The request body's examples after the first (the tabs show the first). */
export function otherRequestExamples(doc: OpenApiDocument, located: LocatedOperation): OtherExample[] {
  const requestBody = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const media = pickMediaType(requestBody?.content);
  return media ? otherExamples(mediaExamples(doc, media[1])) : [];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Pretty JSON with two spaces, as the pages show bodies. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The request of an operation's first example: method, full URL, headers, body. */
export function buildExampleRequest(
  doc: OpenApiDocument,
  located: LocatedOperation,
  exampleName?: string,
): ExampleRequest {
  const base = serverUrl(doc);
  let path = located.key;
  const query: string[] = [];
  const headers: {name: string; value: string}[] = [];
  for (const parameter of collectParameters(doc, located)) {
    const value = parameterExample(doc, parameter);
    if (parameter.in === 'path') {
      if (value === undefined)
        throw new Error(`Path parameter ${parameter.name} of ${located.operation.operationId} has no example`);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    } else if (value !== undefined && parameter.in === 'query') {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(asText(value))}`);
    } else if (value !== undefined && parameter.in === 'header') {
      headers.push({name: parameter.name, value: asText(value)});
    }
  }
  const target = query.length > 0 ? `${path}?${query.join('&')}` : path;
  const url = `${base}${target}`;
  const host = base ? new URL(base).host : '';
  const bearer = securitySchemes(doc, located.operation).find(
    ({scheme}) => scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer',
  );
  const request: ExampleRequest = {
    method: located.method.toUpperCase(),
    url,
    host,
    target,
    headers,
    timeoutSeconds: located.operation['x-timeout-seconds'] ?? 10,
  };
  const success = successResponse(doc, located.operation);
  const answer = pickMediaType(success?.response.content);
  if (answer && answer[1].schema && deref(doc, answer[1].schema).format === 'binary') {
    request.saveAs = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  }
  if (bearer) {
    request.auth = {
      placeholder: bearer.scheme['x-token-placeholder'] ?? '<token>',
      env: bearer.scheme['x-token-env'] ?? 'API_TOKEN',
    };
  }
  const requestBody = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const media = pickMediaType(requestBody?.content);
  if (media) {
    const examples = mediaExamples(doc, media[1]);
    const example = examples.find((item) => item.name === exampleName) ?? examples[0];
    if (example) {
      request.contentType = media[0];
      request.body = formatJson(example.value);
    }
  }
  return request;
}

/** The first success response with its first example. */
export function buildExampleResponse(doc: OpenApiDocument, located: LocatedOperation): ExampleResponse | undefined {
  const success = successResponse(doc, located.operation);
  if (!success) return undefined;
  const media = pickMediaType(success.response.content);
  const examples = media ? mediaExamples(doc, media[1]) : [];
  const result: ExampleResponse = {
    status: success.status,
    statusText: statusText(success.status),
    description: success.response.description?.trim() ?? '',
    others: otherExamples(examples),
  };
  if (media && examples[0]) {
    result.contentType = media[0];
    result.body = formatJson(examples[0].value);
  }
  return result;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** curl, with the token read from an environment variable. */
export function curlSnippet(request: ExampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  if (request.auth) lines.push(`-H "Authorization: Bearer $${request.auth.env}"`);
  for (const header of request.headers) lines.push(`-H ${shellQuote(`${header.name}: ${header.value}`)}`);
  if (request.body !== undefined) {
    lines.push(`-H ${shellQuote(`Content-Type: ${request.contentType}`)}`);
    lines.push(`-d ${shellQuote(request.body)}`);
  }
  // --fail keeps an error's JSON out of the file.
  if (request.saveAs) lines.push(`--fail -o ${shellQuote(request.saveAs)}`);
  return lines.join(' \\\n  ');
}

/** The raw HTTP/1.1 request. */
export function httpSnippet(request: ExampleRequest): string {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${request.host}`];
  if (request.auth) lines.push(`Authorization: Bearer ${request.auth.placeholder}`);
  for (const header of request.headers) lines.push(`${header.name}: ${header.value}`);
  if (request.body !== undefined) {
    lines.push(`Content-Type: ${request.contentType}`);
    return `${lines.join('\n')}\n\n${request.body}`;
  }
  return lines.join('\n');
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** JavaScript with `fetch` (browsers' API, built into Node 18+), the token from an environment variable. */
export function javascriptSnippet(request: ExampleRequest): string {
  const headers: string[] = [];
  if (request.auth) headers.push(`    Authorization: \`Bearer \${process.env.${request.auth.env}}\`,`);
  for (const header of request.headers) headers.push(`    ${jsString(header.name)}: ${jsString(header.value)},`);
  if (request.body !== undefined) headers.push(`    'Content-Type': ${jsString(request.contentType!)},`);
  const options = [`  method: ${jsString(request.method)},`];
  if (headers.length > 0) options.push('  headers: {', ...headers, '  },');
  if (request.body !== undefined) {
    const body = request.body.replace(/\n/g, '\n  ');
    options.push(`  body: JSON.stringify(${body}),`);
  }
  const call = [`const response = await fetch(${jsString(request.url)}, {`, ...options, '});'];
  if (!request.saveAs) return [...call, 'console.log(response.status, await response.text());'].join('\n');
  return [
    "const {writeFile} = await import('node:fs/promises');",
    '',
    ...call,
    'if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);',
    `await writeFile(${jsString(request.saveAs)}, Buffer.from(await response.arrayBuffer()));`,
  ].join('\n');
}

function pythonString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The example body as a Python literal: JSON with `True`, `False` and `None`. */
function pythonLiteral(json: string): string {
  // Only tokens outside strings change: split on JSON strings and keep them as they are.
  return json
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\btrue\b/g, 'True')
            .replace(/\bfalse\b/g, 'False')
            .replace(/\bnull\b/g, 'None'),
    )
    .join('');
}

/** Python with `requests`, the token from an environment variable. */
export function pythonSnippet(request: ExampleRequest): string {
  const lines = ['import os', '', 'import requests', ''];
  const headers: string[] = [];
  if (request.auth) headers.push(`    "Authorization": f"Bearer {os.environ['${request.auth.env}']}",`);
  for (const header of request.headers)
    headers.push(`    ${pythonString(header.name)}: ${pythonString(header.value)},`);
  lines.push('headers = {', ...headers, '}');
  const call = [`    ${pythonString(request.method)},`, `    ${pythonString(request.url)},`, '    headers=headers,'];
  if (request.body !== undefined) {
    lines.push(`body = ${pythonLiteral(request.body)}`);
    call.push('    json=body,');
  }
  lines.push('', 'response = requests.request(', ...call, `    timeout=${request.timeoutSeconds ?? 10},`, ')');
  if (request.saveAs) {
    lines.push(
      'response.raise_for_status()',
      `with open(${pythonString(request.saveAs)}, "wb") as file:`,
      '    file.write(response.content)',
    );
  } else {
    lines.push('print(response.status_code, response.text)');
  }
  return lines.join('\n');
}

function kotlinString(value: string): string {
  const escaped = value.replace(/[\\"$]/g, (char) => `\\${char}`);
  return `"${escaped}"`;
}

function kotlinRawString(value: string): string {
  // In a raw string `$` starts a template and `"""` ends it; write both as templates. Functions
  // as replacements, because `$'` in a replacement string means "the text after the match".
  const escaped = value.replace(/\$/g, () => "${'$'}").replace(/"""/g, () => `""\${'"'}`);
  return `"""\n${escaped}\n""".trimIndent()`;
}

/** Kotlin with OkHttp 4. */
export function kotlinSnippet(request: ExampleRequest): string {
  const hasBody = request.body !== undefined;
  const imports = ['okhttp3.OkHttpClient', 'okhttp3.Request'];
  if (hasBody) imports.unshift('okhttp3.MediaType.Companion.toMediaType');
  if (hasBody || ['POST', 'PUT', 'PATCH'].includes(request.method))
    imports.push('okhttp3.RequestBody.Companion.toRequestBody');
  const lines = imports.map((name) => `import ${name}`);
  lines.push('', 'val client = OkHttpClient()');
  if (hasBody) lines.push(`val json = ${kotlinRawString(request.body!)}`);
  lines.push('', 'val request = Request.Builder()', `    .url(${kotlinString(request.url)})`);
  if (request.auth)
    lines.push(`    .header("Authorization", "Bearer \${System.getenv(${kotlinString(request.auth.env)})}")`);
  for (const header of request.headers)
    lines.push(`    .header(${kotlinString(header.name)}, ${kotlinString(header.value)})`);
  const body = hasBody
    ? `json.toRequestBody(${kotlinString(request.contentType!)}.toMediaType())`
    : 'ByteArray(0).toRequestBody(null)';
  switch (request.method) {
    case 'GET':
      lines.push('    .get()');
      break;
    case 'DELETE':
      lines.push(hasBody ? `    .delete(${body})` : '    .delete()');
      break;
    default:
      lines.push(`    .method(${kotlinString(request.method)}, ${body})`);
  }
  lines.push('    .build()', '', 'client.newCall(request).execute().use { response ->');
  if (request.saveAs) {
    lines.push(
      '    check(response.isSuccessful) { "${response.code} ${response.body?.string()}" }',
      `    java.io.File(${kotlinString(request.saveAs)}).writeBytes(response.body!!.bytes())`,
    );
  } else {
    lines.push('    println("${response.code} ${response.body?.string()}")');
  }
  lines.push('}');
  return lines.join('\n');
}

function powershellString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** PowerShell with Invoke-RestMethod; the body is sent as UTF-8 bytes on Windows PowerShell 5.1 too. */
export function powershellSnippet(request: ExampleRequest): string {
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const lines: string[] = [];
  const headerLines: string[] = [];
  if (request.auth) headerLines.push(`  Authorization = "Bearer $env:${request.auth.env}"`);
  for (const header of request.headers)
    headerLines.push(`  ${powershellString(header.name)} = ${powershellString(header.value)}`);
  lines.push('$headers = @{', ...headerLines, '}');
  const call = [`Invoke-RestMethod -Method ${method}`, `-Uri ${powershellString(request.url)}`, '-Headers $headers'];
  if (request.body !== undefined) {
    lines.push(`$body = @'\n${request.body}\n'@`);
    call.push(`-ContentType ${powershellString(`${request.contentType}; charset=utf-8`)}`);
    call.push('-Body ([System.Text.Encoding]::UTF8.GetBytes($body))');
  }
  if (request.saveAs) call.push(`-OutFile ${powershellString(request.saveAs)}`);
  lines.push(call.join(' `\n  '));
  return lines.join('\n');
}

/** The raw HTTP response of the example. */
export function httpResponseSnippet(response: ExampleResponse): string {
  const status = `HTTP/1.1 ${response.status} ${response.statusText}`.trim();
  if (response.body === undefined) return status;
  return `${status}\nContent-Type: ${response.contentType}\n\n${response.body}`;
}

/** The tabs of the request example, in the order the pages show them (`groupId="http-client"`). */
export const CLIENT_TABS = [
  {value: 'curl', label: 'curl', language: 'bash', build: curlSnippet},
  {value: 'http', label: 'HTTP', language: 'http', build: httpSnippet},
  {value: 'javascript', label: 'JavaScript (fetch)', language: 'javascript', build: javascriptSnippet},
  {value: 'python', label: 'Python (requests)', language: 'python', build: pythonSnippet},
  {value: 'kotlin', label: 'Kotlin (OkHttp)', language: 'kotlin', build: kotlinSnippet},
  {value: 'powershell', label: 'PowerShell', language: 'powershell', build: powershellSnippet},
] as const;
