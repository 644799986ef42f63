/**
 * The part of OpenAPI 3.1 that the API pages render. The documents under openapi/ are checked by
 * `npm run lint:openapi`; these types only describe what the components read.
 */

export interface Reference {
  $ref: string;
}

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  /** Deprecated in OpenAPI 3.1 in favour of `examples`, still read. */
  example?: unknown;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  required?: string[];
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  uniqueItems?: boolean;
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
}

export interface ExampleObject {
  $ref?: string;
  summary?: string;
  description?: string;
  value?: unknown;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: ParameterLocation;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface RequestBodyObject {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface HeaderObject {
  $ref?: string;
  description?: string;
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

/** One row of an operation's errors table (`x-errors`, `x-common-errors`). */
export interface ErrorEntry {
  status: number;
  code: string;
  /** When the error happens. */
  when: string;
  /** What the integrator should do about it. */
  action: string;
  /**
   * The rules of a `400` that the schema enforces, each with a request it refuses and a valid
   * neighbour it accepts: the page lists the rules, the unit tests check both requests against the
   * schema and the browser tests send them to a mock of the published document.
   */
  rules?: ValidationRule[];
  /**
   * `x-common-errors` only: the operations a row applies to (all when absent): those that take an
   * `Idempotency-Key`, those that do not, or those with a request body.
   */
  appliesTo?: 'idempotent' | 'not-idempotent' | 'body';
  /**
   * `x-common-errors` only: the name of the document's response component for this row. The
   * bundler adds it to every operation the row applies to that documents no answer of that status.
   */
  response?: string;
}

/**
 * A request of a validation rule: its body, query and path parameters; what it leaves out is the
 * operation's first example (body) and its parameters' examples.
 */
export interface RuleRequest {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  path?: Record<string, string | number>;
}

export interface ValidationRule {
  /** The rule as the page states it. */
  rule: string;
  refused: RuleRequest;
  accepted: RuleRequest;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  /** Errors of this operation: status, code, when it happens, what to do. */
  'x-errors'?: ErrorEntry[];
  /** Seconds the examples' clients wait for the answer, where 10 is too short (a call that downloads files). */
  'x-timeout-seconds'?: number;
  /** Webhooks only: the headers of the example request, matching the example body. */
  'x-example-headers'?: Record<string, string>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = {
  $ref?: string;
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, {default: string; enum?: string[]; description?: string}>;
}

export interface SecuritySchemeObject {
  $ref?: string;
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: 'header' | 'query' | 'cookie';
  description?: string;
  /** How the token is written in prose and in the raw HTTP example, e.g. `<bot token>`. */
  'x-token-placeholder'?: string;
  /** The environment variable the code examples read the token from, e.g. `PARLEY_BOT_TOKEN`. */
  'x-token-env'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers?: ServerObject[];
  security?: SecurityRequirement[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
    headers?: Record<string, HeaderObject>;
    examples?: Record<string, ExampleObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  /** Errors every operation under `paths` can return; merged into each errors table. */
  'x-common-errors'?: ErrorEntry[];
  /** The address the webhook examples are sent to. */
  'x-webhook-example-url'?: string;
  /** The secret the webhook examples' `X-Parley-Signature` headers are computed with. */
  'x-webhook-example-secret'?: string;
}

/** One published OpenAPI document (the list is src/plugins/openapi/documents.ts). */
export interface ApiDocumentInfo {
  /** The key of the document, e.g. `bot-api`; also the folder of its data under `@openapi/`. */
  name: string;
  /** Shown in the download link. */
  title: string;
  /** The source file in the repository; it may refer to openapi/common.yaml. */
  file: string;
  /** Where the site publishes the bundled, self-contained document. */
  downloadPath: string;
  /** Where the site publishes its Postman collection. */
  postmanPath: string;
  /** The Postman collection variable that holds the token (`bearerToken`, `botToken`). */
  postmanToken: string;
  /** The API's first page in the docs: the `service-doc` of `/.well-known/api-catalog`. */
  docsPath: string;
}

/** One code of the error catalogue on /docs/api (openapi/error-codes.yaml). */
export interface ErrorCodeEntry {
  code: string;
  status: number;
  meaning: string;
  action: string;
  /** The titles of the documents that return it. */
  apis: string[];
}

/**
 * What one page renders, made at build time by src/plugins/openapi: the document sliced down to
 * one operation (or webhook) and the components it references, so a page's chunk holds nothing
 * of the others. Pages import it from `@openapi/<document>/operations/<operationId>.json` or
 * `@openapi/<document>/webhooks/<name>.json`.
 */
export interface ReferenceData {
  info: ApiDocumentInfo;
  document: OpenApiDocument;
}

export interface OperationData extends ReferenceData {
  operationId: string;
}

export interface WebhookData extends ReferenceData {
  webhook: string;
}
