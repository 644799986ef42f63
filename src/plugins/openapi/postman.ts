/**
 * The Postman collection of a document, made by Postman's own converter (`openapi-to-postmanv2`)
 * and then made to run as imported: the token in a declared collection variable, sign-in and
 * refresh without it and storing the tokens they return, a fresh `Idempotency-Key` on every
 * request, and a test of the documented status on every request. `npm test` runs both collections
 * with newman against a mock of the published documents (tests/e2e/postman.spec.ts).
 */
import {convertV2, type CollectionResult} from 'openapi-to-postmanv2';
import {
  collectParameters,
  deref,
  isUnauthenticated,
  listOperations,
  mediaExamples,
  parameterExample,
  pickMediaType,
  successResponse,
} from '../../openapi/model';
import type {ApiDocumentInfo, OpenApiDocument} from '../../openapi/types';

interface PostmanEvent {
  listen: 'test' | 'prerequest';
  script: {type: 'text/javascript'; exec: string[]};
}

interface PostmanRequest {
  method: string;
  url: {
    path?: string[];
    variable?: {key: string; value: string}[];
    query?: {key: string; value: string; disabled?: boolean}[];
  };
  header?: {key: string; value: string; description?: unknown}[];
  body?: {mode?: string; raw?: string};
  auth?: unknown;
}

export interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  event?: PostmanEvent[];
}

export interface PostmanCollection {
  info: {name: string; schema: string};
  item: PostmanItem[];
  auth?: {type: string; bearer?: {key: string; value: string; type: string}[]};
  variable?: {key: string; value: string; description?: string}[];
}

interface OperationFacts {
  /** The status the operation documents for success: its lowest 2xx response. */
  status: number;
  /** `security: []`: sign-in and refresh, which send no token. */
  public: boolean;
  /** Its success example carries `accessToken` and `refreshToken` (sign-in, refresh). */
  returnsTokens: boolean;
  /**
   * Optional query parameters without an example, with the first of their values: the page's
   * example leaves them out, so Postman has them turned off, ready to turn on.
   */
  unsentQuery: Map<string, string>;
}

/** `METHOD api/v1/threads/:threadId/assign`, the key Postman's request and the document share. */
const requestKey = (method: string, segments: string[]) => `${method.toUpperCase()} ${segments.join('/')}`;

function operationFacts(doc: OpenApiDocument): Map<string, OperationFacts> {
  const facts = new Map<string, OperationFacts>();
  for (const located of listOperations(doc)) {
    const {kind, key, method, operation} = located;
    if (kind !== 'path') continue;
    const success = successResponse(doc, operation);
    if (!success) throw new Error(`[parley] ${method.toUpperCase()} ${key} documents no 2xx response`);
    const examples = mediaExamples(doc, pickMediaType(success.response.content)?.[1]);
    const segments = key
      .split('/')
      .filter(Boolean)
      .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
    facts.set(requestKey(method, segments), {
      status: Number(success.status),
      public: isUnauthenticated(operation),
      returnsTokens: examples.some(({value}) => {
        const body = value as {accessToken?: unknown; refreshToken?: unknown} | null;
        return typeof body?.accessToken === 'string' && typeof body.refreshToken === 'string';
      }),
      unsentQuery: new Map(
        collectParameters(doc, located)
          .filter((parameter) => parameter.in === 'query' && !parameter.required)
          .filter((parameter) => parameterExample(doc, parameter) === undefined)
          .map((parameter) => [parameter.name, String(deref(doc, parameter.schema)?.enum?.[0] ?? '')]),
      ),
    });
  }
  return facts;
}

function* requests(items: PostmanItem[]): Generator<PostmanItem & {request: PostmanRequest}> {
  for (const item of items) {
    if (item.item) yield* requests(item.item);
    else if (item.request) yield item as PostmanItem & {request: PostmanRequest};
  }
}

const testScript = (lines: string[]): PostmanEvent => ({
  listen: 'test',
  script: {type: 'text/javascript', exec: lines},
});

/** Makes the converted collection run as imported (see the file's comment). */
export function runnableCollection(collection: PostmanCollection, doc: OpenApiDocument, info: ApiDocumentInfo): void {
  const token = info.postmanToken;
  const facts = operationFacts(doc);
  collection.auth = {type: 'bearer', bearer: [{key: 'token', value: `{{${token}}}`, type: 'string'}]};
  const hasSignIn = [...facts.values()].some((fact) => fact.returnsTokens);
  collection.variable = [
    ...(collection.variable ?? []),
    {
      key: token,
      value: '',
      description: hasSignIn
        ? 'The access token: the sign-in and refresh requests store it here.'
        : "Your bot's token: an administrator sees it at any time in the bot's settings (Integrations → Bots), with Show and Copy.",
    },
    ...(hasSignIn
      ? [{key: 'refreshToken', value: '', description: 'The refresh token: the sign-in and refresh requests store it.'}]
      : []),
  ];

  for (const item of requests(collection.item)) {
    const {request} = item;
    const key = requestKey(request.method, request.url.path ?? []);
    const fact = facts.get(key);
    if (!fact) throw new Error(`[parley] Postman request ${key} matches no operation of ${doc.info.title}`);
    if (fact.public) request.auth = {type: 'noauth'};
    for (const entry of request.url.query ?? []) {
      const value = fact.unsentQuery.get(entry.key);
      if (value === undefined) continue;
      entry.value = value;
      entry.disabled = true;
    }
    for (const header of request.header ?? []) {
      if (header.key.toLowerCase() === 'idempotency-key') header.value = '{{$guid}}';
    }
    if (request.body?.raw && /"refreshToken"\s*:/.test(request.body.raw)) {
      request.body.raw = request.body.raw.replace(/("refreshToken"\s*:\s*)"[^"]*"/, '$1"{{refreshToken}}"');
    }
    const lines = [
      `pm.test('answers ${fact.status}', function () {`,
      `  pm.response.to.have.status(${fact.status});`,
      '});',
    ];
    if (fact.returnsTokens) {
      lines.push(
        'const tokens = pm.response.json();',
        "pm.test('returns both tokens', function () {",
        "  pm.expect(tokens.accessToken).to.be.a('string').and.not.empty;",
        "  pm.expect(tokens.refreshToken).to.be.a('string').and.not.empty;",
        '});',
        `pm.collectionVariables.set('${token}', tokens.accessToken);`,
        "pm.collectionVariables.set('refreshToken', tokens.refreshToken);",
      );
    }
    item.event = [...(item.event ?? []).filter((event) => event.listen !== 'test'), testScript(lines)];
  }
}

export async function postmanCollection(doc: OpenApiDocument, info: ApiDocumentInfo): Promise<PostmanCollection> {
  const result = await new Promise<CollectionResult>((resolve, reject) => {
    convertV2(
      {type: 'json', data: structuredClone(doc) as object},
      {folderStrategy: 'Tags', parametersResolution: 'Example', includeWebhooks: false},
      (error, converted) => (error ? reject(error) : resolve(converted as CollectionResult)),
    );
  });
  const collection = result.output?.find((item) => item.type === 'collection')?.data as PostmanCollection | undefined;
  if (!result.result || !collection) {
    throw new Error(`[parley] Postman conversion of ${doc.info.title} failed: ${result.reason}`);
  }
  // Webhooks are not requests the reader sends: drop the folders they leave empty.
  collection.item = collection.item.filter((folder) => folder.item === undefined || folder.item.length > 0);
  runnableCollection(collection, doc, info);
  return collection;
}
