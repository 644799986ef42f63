/**
 * The request the console sends, built from its fields, and the same request as curl. The curl
 * comes from the reference's own generator (src/openapi/snippets.ts), so the console and the
 * page's examples quote and order a request the same way.
 */
import {curlSnippet, type ExampleRequest} from '@site/src/openapi/snippets';
import type {ParameterObject} from '@site/src/openapi/types';

/** The local mock's address: `npx @stoplight/prism-cli mock` listens there by default. */
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';

/** What the Content-Security-Policy's connect-src allows besides the site: keep in step with it. */
export const WORKSPACE_HOST = 'parley.example';

/** A workspace name as the documents' `servers` entry has it: one DNS label. */
export function isWorkspaceName(company: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(company);
}

/** The base address of the chosen server, without a trailing slash; empty when it is not usable yet. */
export function serverOrigin(server: 'workspace' | 'mock', company: string): string {
  if (server === 'mock') return MOCK_ORIGIN;
  return isWorkspaceName(company) ? `https://${company.toLowerCase()}.${WORKSPACE_HOST}` : '';
}

/** The command that starts a Prism mock of a published document at the mock's address. */
export function mockCommand(siteUrl: string, downloadPath: string): string {
  return `npx @stoplight/prism-cli mock ${siteUrl.replace(/\/$/, '')}${downloadPath}`;
}

export interface SentRequest {
  method: string;
  url: string;
  /** Every header the console sets, in order, the token included. */
  headers: {name: string; value: string}[];
  /** The exact body text sent. */
  body?: string;
  contentType?: string;
}

/**
 * The request for the fields' values: path parameters put into the path (encoded), non-empty query
 * parameters in order, non-empty header parameters, the token and the body as typed.
 */
export function buildRequest(options: {
  origin: string;
  method: string;
  path: string;
  parameters: ParameterObject[];
  values: Record<string, string>;
  token?: string;
  body?: string;
  contentType?: string;
}): SentRequest {
  let path = options.path;
  const query = new URLSearchParams();
  const headers: {name: string; value: string}[] = [];
  for (const parameter of options.parameters) {
    const value = options.values[fieldKey(parameter)] ?? '';
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (value === '') continue;
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else if (parameter.in === 'header') headers.push({name: parameter.name, value});
  }
  const search = query.toString();
  const request: SentRequest = {
    method: options.method.toUpperCase(),
    url: `${options.origin}${path}${search ? `?${search}` : ''}`,
    headers: options.token ? [{name: 'Authorization', value: `Bearer ${options.token}`}, ...headers] : headers,
  };
  if (options.body !== undefined) {
    request.body = options.body;
    request.contentType = options.contentType ?? 'application/json';
    request.headers.push({name: 'Content-Type', value: request.contentType});
  }
  return request;
}

/** The key of a parameter's field: the same name may be a path and a query parameter. */
export function fieldKey(parameter: Pick<ParameterObject, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/**
 * The request as a curl command that sends the same method, address, headers and body. With
 * `hideToken` the token reads `$TOKEN`, an environment variable the reader sets first.
 */
export function curlFor(request: SentRequest, hideToken: boolean): string {
  const url = new URL(request.url);
  const others = request.headers.filter((header) => !/^(authorization|content-type)$/i.test(header.name));
  const authorization = request.headers.find((header) => header.name.toLowerCase() === 'authorization');
  const example: ExampleRequest = {
    method: request.method,
    url: request.url,
    host: url.host,
    target: `${url.pathname}${url.search}`,
    headers: authorization && !hideToken ? [authorization, ...others] : others,
  };
  if (authorization && hideToken) example.auth = {placeholder: '$TOKEN', env: 'TOKEN'};
  if (request.body !== undefined) {
    example.body = request.body;
    example.contentType = request.contentType;
  }
  return curlSnippet(example);
}

/** The headers of an answer that the console shows: the rate limit's and `Retry-After`. */
export function notableHeaders(headers: Headers): {name: string; value: string}[] {
  const names = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'];
  return names.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [{name, value}];
  });
}

/** An answer's body for reading: JSON formatted with two spaces, anything else as it came. */
export function formatBody(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The curl that sends a webhook's example event to the reader's own bot, as Chat Center would:
 * the example headers with a signature for the reader's secret, and the compact body byte for
 * byte (the bytes the signature is computed over).
 */
export function signedEventCurl(options: {
  url: string;
  contentType: string;
  headers: Record<string, string>;
  signature: string;
  body: string;
}): string {
  const url = new URL(options.url);
  return curlSnippet({
    method: 'POST',
    url: url.href,
    host: url.host,
    target: `${url.pathname}${url.search}`,
    headers: Object.entries(options.headers).map(([name, value]) => ({
      name,
      value: name.toLowerCase() === 'x-parley-signature' ? options.signature : value,
    })),
    contentType: options.contentType,
    body: options.body,
  });
}
