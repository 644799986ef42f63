import {
  HTTP_METHODS,
  type ErrorEntry,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type ResponseObject,
  type SecuritySchemeObject,
} from './types';

/** An operation found in a document, under `paths` or under `webhooks`. */
export interface LocatedOperation {
  kind: 'path' | 'webhook';
  /** The path (`/api/v1/bot/tags`) or the webhook name (`INIT_CHAT`). */
  key: string;
  method: HttpMethod;
  operation: OperationObject;
  pathItem: PathItemObject;
}

/** An example value, with the summary the document gives it. */
export interface FoundExample {
  name?: string;
  summary?: string;
  value: unknown;
}

/** The keys of a local JSON pointer: `#/components/schemas/Thread` → `components`, `schemas`, `Thread`. */
export function pointerTokens(ref: string): string[] {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Follows a local JSON pointer such as `#/components/schemas/Thread`. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  let node: unknown = doc;
  for (const token of pointerTokens(ref)) {
    if (node === null || typeof node !== 'object' || !(token in node)) {
      throw new Error(`Unresolved reference ${ref}`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Returns the object itself, or what its `$ref` (and any chain of `$ref`s) points to. */
export function deref<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (current !== null && typeof current === 'object' && typeof (current as {$ref?: unknown}).$ref === 'string') {
    const ref = (current as {$ref: string}).$ref;
    if (seen.has(ref)) throw new Error(`Circular reference ${ref}`);
    seen.add(ref);
    current = resolvePointer(doc, ref);
  }
  return current as T;
}

function operationsOf(
  kind: LocatedOperation['kind'],
  items: Record<string, PathItemObject> | undefined,
  doc: OpenApiDocument,
): LocatedOperation[] {
  return Object.entries(items ?? {}).flatMap(([key, rawItem]) => {
    const pathItem = deref(doc, rawItem);
    return HTTP_METHODS.flatMap((method) => {
      const operation = pathItem[method];
      return operation ? [{kind, key, method, operation, pathItem}] : [];
    });
  });
}

/** Every operation of the document: the paths first, then the webhooks, in document order. */
export function listOperations(doc: OpenApiDocument): LocatedOperation[] {
  return [...operationsOf('path', doc.paths, doc), ...operationsOf('webhook', doc.webhooks, doc)];
}

/** The operation under `paths` with this operationId. */
export function findOperation(doc: OpenApiDocument, operationId: string): LocatedOperation | undefined {
  return listOperations(doc).find((entry) => entry.kind === 'path' && entry.operation.operationId === operationId);
}

/** The webhook with this name (the key under `webhooks`, e.g. `INIT_CHAT`). */
export function findWebhook(doc: OpenApiDocument, name: string): LocatedOperation | undefined {
  return listOperations(doc).find((entry) => entry.kind === 'webhook' && entry.key === name);
}

/** Path-level and operation-level parameters, resolved; the operation's win on the same name and place. */
export function collectParameters(doc: OpenApiDocument, located: LocatedOperation): ParameterObject[] {
  const merged = new Map<string, ParameterObject>();
  for (const raw of [...(located.pathItem.parameters ?? []), ...(located.operation.parameters ?? [])]) {
    const parameter = deref(doc, raw);
    merged.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return Array.from(merged.values());
}

/** The example value of a parameter: `example`, the first of `examples`, or the schema's. */
export function parameterExample(doc: OpenApiDocument, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first) return deref(doc, first).value;
  const schema = parameter.schema ? deref(doc, parameter.schema) : undefined;
  return schema?.examples?.[0] ?? schema?.example ?? schema?.default;
}

/** The JSON media type of a content map (`application/json` or a `+json` type), else the first. */
export function pickMediaType(
  content: Record<string, MediaTypeObject> | undefined,
): [string, MediaTypeObject] | undefined {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => /[/+]json\b/.test(type)) ?? entries[0];
}

/** All examples of a media type, in document order (`examples`, else `example`). */
export function mediaExamples(doc: OpenApiDocument, media: MediaTypeObject | undefined): FoundExample[] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, raw]) => {
    const example = deref(doc, raw);
    return {name, summary: example.summary, value: example.value};
  });
  if (named.length > 0) return named;
  if (media.example !== undefined) return [{value: media.example}];
  return [];
}

/**
 * A webhook's request: its media type and first example, and the body exactly as Chat Center
 * sends it (compact JSON, the bytes its signature is computed over).
 */
export function webhookRequestExample(
  doc: OpenApiDocument,
  located: LocatedOperation,
): {media?: [string, MediaTypeObject]; example?: FoundExample; sentBody?: string} {
  const requestBody = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const media = pickMediaType(requestBody?.content);
  const example = media ? mediaExamples(doc, media[1])[0] : undefined;
  return {media, example, sentBody: example && JSON.stringify(example.value)};
}

/** The first success response (`2xx`, lowest first), resolved. */
export function successResponse(
  doc: OpenApiDocument,
  operation: OperationObject,
): {status: string; response: ResponseObject} | undefined {
  const status = Object.keys(operation.responses ?? {})
    .filter((code) => /^2(\d\d|XX)$/.test(code))
    .sort()[0];
  if (!status) return undefined;
  return {status, response: deref(doc, operation.responses![status])};
}

/** An operation without authentication (`security: []`), such as signing in: it sends no token. */
export function isUnauthenticated(operation: OperationObject): boolean {
  return Array.isArray(operation.security) && operation.security.length === 0;
}

/** Whether the operation accepts an `Idempotency-Key` header. */
export function takesIdempotencyKey(doc: OpenApiDocument, located: LocatedOperation): boolean {
  return collectParameters(doc, located).some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
}

/**
 * The rows of `x-common-errors` that apply to a path operation: a row's `appliesTo` limits it to
 * operations that take an `Idempotency-Key` (`idempotent`), that do not (`not-idempotent`), or
 * that have a request body (`body`); an operation without authentication cannot fail on a token.
 */
export function commonErrors(doc: OpenApiDocument, located: LocatedOperation): ErrorEntry[] {
  if (located.kind !== 'path') return [];
  const idempotent = takesIdempotencyKey(doc, located);
  const unauthenticated = isUnauthenticated(located.operation);
  return (doc['x-common-errors'] ?? []).filter((entry) => {
    if (unauthenticated && entry.status === 401) return false;
    if (entry.appliesTo === 'idempotent') return idempotent;
    if (entry.appliesTo === 'not-idempotent') return !idempotent;
    if (entry.appliesTo === 'body') return located.operation.requestBody !== undefined;
    return true;
  });
}

/**
 * The rows of an operation's errors table: its own `x-errors` and, for paths, the common ones that
 * apply to it, by status. `common` marks the rows of `x-common-errors` that the operation does not
 * list itself.
 */
export function operationErrors(doc: OpenApiDocument, located: LocatedOperation): (ErrorEntry & {common: boolean})[] {
  const own = located.operation['x-errors'] ?? [];
  const common = commonErrors(doc, located);
  const seen = new Set(own.map((entry) => `${entry.status}:${entry.code}`));
  const rows = [
    ...own.map((entry) => ({...entry, common: false})),
    ...common.filter((entry) => !seen.has(`${entry.status}:${entry.code}`)).map((entry) => ({...entry, common: true})),
  ];
  return rows
    .map((entry, index) => ({entry, index}))
    .sort((a, b) => a.entry.status - b.entry.status || a.index - b.index)
    .map(({entry}) => entry);
}

/** The first server's URL with every variable replaced by its default. */
export function serverUrl(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (!server) return '';
  return server.url
    .replace(/\{([^}]+)\}/g, (match, name: string) => server.variables?.[name]?.default ?? match)
    .replace(/\/$/, '');
}

/** The security schemes an operation needs (its own `security`, else the document's), resolved. */
export function securitySchemes(
  doc: OpenApiDocument,
  operation: OperationObject,
): {name: string; scheme: SecuritySchemeObject}[] {
  const requirements = operation.security ?? doc.security ?? [];
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const raw = doc.components?.securitySchemes?.[name];
      return raw ? [{name, scheme: deref(doc, raw)}] : [];
    }),
  );
}

/** The standard reason phrase of an HTTP status, for example labels (`201 Created`). */
export function statusText(status: string | number): string {
  const texts: Record<string, string> = {
    '200': 'OK',
    '201': 'Created',
    '202': 'Accepted',
    '204': 'No Content',
    '400': 'Bad Request',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'Not Found',
    '408': 'Request Timeout',
    '409': 'Conflict',
    '422': 'Unprocessable Content',
    '429': 'Too Many Requests',
    '413': 'Content Too Large',
    '415': 'Unsupported Media Type',
    '500': 'Internal Server Error',
    '502': 'Bad Gateway',
    '503': 'Service Unavailable',
    '504': 'Gateway Timeout',
  };
  return texts[String(status)] ?? '';
}
