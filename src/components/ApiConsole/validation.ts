/**
 * Checks a request before it is sent: against the operation's schemas (body and parameters) with
 * @cfworker/json-schema, which interprets schemas instead of compiling them to code, so it runs
 * under the site's Content-Security-Policy (no 'unsafe-eval'), and against the page's own `400`
 * rules. Each rule's `refused` request is validated once; the schema places it breaks, less those
 * its `accepted` neighbour breaks too, are that rule's. A reader's request that fails at such a
 * place is named with the rule's text; any other failure is said plainly.
 */
import {Validator, type OutputUnit, type Schema} from '@cfworker/json-schema';
import {collectParameters, deref, mediaExamples, parameterExample, pickMediaType} from '@site/src/openapi/model';
import type {LocatedOperation} from '@site/src/openapi/model';
import type {OpenApiDocument, ParameterObject, RuleRequest, SchemaObject} from '@site/src/openapi/types';

/** A request as the schemas see it: parameters by place (typed values), and the parsed body. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Absent: no body is sent. */
  body?: unknown;
}

export interface Finding {
  /** Where, as a reader writes it: `answers[0].text`, `query parameter page`. */
  where: string;
  /** What is wrong, plainly: `must be at most 4,096 characters`. */
  message: string;
  /** The page's own rules that the request breaks, when some match (their Markdown text). */
  rules?: string[];
}

const PLACES = ['path', 'query', 'header'] as const;

/** The keywords whose errors only say that something inside failed: the inner error says what. */
const WRAPPERS = new Set([
  '$ref',
  'properties',
  'items',
  'prefixItems',
  'allOf',
  'anyOf',
  'oneOf',
  'additionalProperties',
  'unevaluatedProperties',
  'patternProperties',
  'dependentSchemas',
  'if',
  'then',
  'else',
]);

/** Keywords that bound the same thing, so a rule about one end of a range names the other too. */
const FAMILIES: Record<string, string> = {
  minimum: 'range',
  maximum: 'range',
  exclusiveMinimum: 'range',
  exclusiveMaximum: 'range',
  minLength: 'length',
  maxLength: 'length',
  minItems: 'items',
  maxItems: 'items',
};

function isHeaderWeSet(parameter: ParameterObject): boolean {
  // The console sends Authorization and Content-Type itself; a parameter of that name is not a field.
  return parameter.in === 'header' && /^(authorization|content-type|accept)$/i.test(parameter.name);
}

/** The parameters the console shows a field for: path, query and header, not cookies. */
export function consoleParameters(doc: OpenApiDocument, located: LocatedOperation): ParameterObject[] {
  return collectParameters(doc, located).filter((parameter) => parameter.in !== 'cookie' && !isHeaderWeSet(parameter));
}

/** The request body's media type and schema, if the operation takes a body. */
export function bodyOf(doc: OpenApiDocument, located: LocatedOperation) {
  const requestBody = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const media = pickMediaType(requestBody?.content);
  return media ? {type: media[0], media: media[1], required: Boolean(requestBody?.required)} : undefined;
}

/**
 * One schema for the whole request, `{path, query, header, body}`, with the document's components
 * beside it so `#/components/schemas/…` references resolve within it.
 */
export function requestSchema(doc: OpenApiDocument, located: LocatedOperation): Schema {
  const parameters = consoleParameters(doc, located);
  const properties: Record<string, unknown> = {};
  for (const place of PLACES) {
    const own = parameters.filter((parameter) => parameter.in === place);
    properties[place] = {
      type: 'object',
      properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  }
  const body = bodyOf(doc, located);
  if (body) properties.body = body.media.schema ?? {};
  // A copy: the validator marks the schema objects it indexes, and the page's data stays as it is.
  return schemaCopy({
    type: 'object',
    properties,
    required: body?.required ? ['body'] : [],
    components: {schemas: doc.components?.schemas ?? {}},
  }) as Schema;
}

/**
 * A deep copy without annotations the validator does not need: the validator walks unknown
 * keywords looking for subschemas, and an example object with an `id` field would pass for a
 * schema's identifier.
 */
function schemaCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(schemaCopy);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'examples' && key !== 'example' && !key.startsWith('x-'))
      .map(([key, item]) => [key, key === 'enum' || key === 'const' || key === 'default' ? item : schemaCopy(item)]),
  );
}

/** A parameter's value as typed by its schema, from the text of its field; `undefined` when empty. */
export function coerceParameter(doc: OpenApiDocument, schema: SchemaObject | undefined, text: string): unknown {
  if (text === '') return undefined;
  const resolved = schema ? deref(doc, schema) : undefined;
  const types = ([] as string[]).concat(resolved?.type ?? []);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text.trim())) {
    return Number(text);
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('array')) return text.split(',').map((item) => coerceParameter(doc, resolved?.items, item.trim()));
  return text;
}

/** The text a parameter's field starts with: its example, else empty. */
export function parameterText(doc: OpenApiDocument, parameter: ParameterObject): string {
  const value = parameterExample(doc, parameter);
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

function decodeToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at a schema location such as `#/properties/body/$ref/properties/text/maxLength`. */
function valueAt(root: Schema, location: string): unknown {
  let node: unknown = root;
  for (const token of location.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeToken)) {
    if (node === null || typeof node !== 'object') return undefined;
    if (token === '$ref') {
      const ref = (node as {$ref?: string}).$ref;
      if (!ref?.startsWith('#/')) return undefined;
      node = valueAt(root, ref);
    } else {
      node = (node as Record<string, unknown>)[token];
    }
  }
  return node;
}

function requiredProperty(unit: OutputUnit): string | undefined {
  return /required property "([^"]+)"/.exec(unit.error)?.[1];
}

/** `#/body/answers/0/text` → `answers[0].text`; `#/query/page` → `query parameter page`. */
export function readableLocation(instanceLocation: string, extra?: string): string {
  const tokens = instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeToken);
  if (extra !== undefined) tokens.push(extra);
  const [place, ...rest] = tokens;
  if (place === 'path' || place === 'query' || place === 'header') {
    const name = rest.join('.');
    return name ? `${place} parameter ${name}` : `${place} parameters`;
  }
  if (place !== 'body') return 'the request';
  if (rest.length === 0) return 'the body';
  return rest.reduce(
    (text, token) => (/^\d+$/.test(token) ? `${text}[${token}]` : text ? `${text}.${token}` : token),
    '',
  );
}

const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
const plural = (value: unknown, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

function describe(keyword: string, value: unknown, unit: OutputUnit): string {
  switch (keyword) {
    case 'maxLength':
      return `must be at most ${plural(value, 'character')}`;
    case 'minLength':
      return value === 1 ? 'must not be empty' : `must be at least ${plural(value, 'character')}`;
    case 'maxItems':
      return `must hold at most ${plural(value, 'item')}`;
    case 'minItems':
      return value === 1 ? 'must hold at least one item' : `must hold at least ${plural(value, 'item')}`;
    case 'maximum':
      return `must be at most ${count(value)}`;
    case 'minimum':
      return `must be at least ${count(value)}`;
    case 'exclusiveMaximum':
      return `must be less than ${count(value)}`;
    case 'exclusiveMinimum':
      return `must be more than ${count(value)}`;
    case 'maxProperties':
      return `must have at most ${plural(value, 'field')}`;
    case 'minProperties':
      return `must have at least ${plural(value, 'field')}`;
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${([] as unknown[]).concat(value).join(' or ')}`;
    case 'enum':
      return `must be one of ${(value as unknown[]).map((item) => JSON.stringify(item)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(value)}`;
    case 'pattern':
      return `must match the pattern ${String(value)}`;
    case 'format':
      return `must be a valid ${String(value)}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'multipleOf':
      return `must be a multiple of ${count(value)}`;
    case 'false':
      return 'is not a field of this request';
    default:
      return unit.error.replace(/\.$/, '').replace(/^Instance /, 'is: ');
  }
}

interface Failure {
  /** Keyword location, plus the missing property for `required`: the same place for the same mistake. */
  key: string;
  keyword: string;
  /** The property the failure is about: the last name in its place, or the missing one. */
  field?: string;
  finding: Finding;
}

function failures(validator: Validator, root: Schema, parts: RequestParts): Failure[] {
  const {errors} = validator.validate(parts);
  const locations = errors.map((unit) => unit.keywordLocation);
  const result: Failure[] = [];
  const seen = new Set<string>();
  for (const unit of errors) {
    // The validator also reports each enclosing schema ("a subschema had errors"): keep the innermost.
    if (WRAPPERS.has(unit.keyword) && locations.some((other) => other.startsWith(`${unit.keywordLocation}/`))) continue;
    if (unit.keyword === 'additionalProperties' || unit.keyword === 'unevaluatedProperties') continue;
    const missing = unit.keyword === 'required' ? requiredProperty(unit) : undefined;
    const where = readableLocation(unit.instanceLocation, missing);
    // A `false` schema (additionalProperties: false) reports its instance location as the keyword's.
    const key = unit.keyword === 'false' ? `false:${where}` : `${unit.keywordLocation}${missing ? `:${missing}` : ''}`;
    if (seen.has(`${key}|${unit.instanceLocation}`)) continue;
    seen.add(`${key}|${unit.instanceLocation}`);
    const names = unit.instanceLocation.split('/').filter((token) => token && !/^\d+$/.test(token) && token !== '#');
    result.push({
      key,
      keyword: unit.keyword,
      field: missing ?? (names.length > 1 ? decodeToken(names[names.length - 1]) : undefined),
      finding: {where, message: describe(unit.keyword, valueAt(root, unit.keywordLocation), unit)},
    });
  }
  return result;
}

interface RuleSignature {
  rule: string;
  keys: Set<string>;
  keywords: Set<string>;
  /** The names the rule's text quotes in backticks: `text`, `page`. */
  names: Set<string>;
}

/** The request a rule's `refused` or `accepted` stands for: the defaults, changed by the rule. */
export function ruleParts(request: RuleRequest, defaults: RequestParts): RequestParts {
  const parts: RequestParts = {
    path: {...defaults.path, ...request.path},
    query: {...defaults.query, ...request.query},
    header: {...defaults.header},
  };
  const body = request.body !== undefined ? request.body : defaults.body;
  if (body !== undefined) parts.body = body;
  return parts;
}

/** The request the console starts with: the parameters' examples and the first body example. */
export function defaultParts(doc: OpenApiDocument, located: LocatedOperation): RequestParts {
  const parts: RequestParts = {path: {}, query: {}, header: {}};
  for (const parameter of consoleParameters(doc, located)) {
    const place = parameter.in as (typeof PLACES)[number];
    const text =
      parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key'
        ? '00000000-0000-4000-8000-000000000000'
        : parameterText(doc, parameter);
    const value = coerceParameter(doc, parameter.schema, text);
    if (value !== undefined) parts[place][parameter.name] = value;
  }
  const body = bodyOf(doc, located);
  const example = body ? mediaExamples(doc, body.media)[0] : undefined;
  if (example) parts.body = example.value;
  return parts;
}

/**
 * A checker for one operation: give it a request's parts, get each problem, with the page's rule
 * when one matches. Building it validates every rule's two requests once.
 */
export function createChecker(doc: OpenApiDocument, located: LocatedOperation): (parts: RequestParts) => Finding[] {
  const root = requestSchema(doc, located);
  // All errors, not the first: the reader sees every problem at once.
  const validator = new Validator(root, '2020-12', false);
  const defaults = defaultParts(doc, located);
  const signatures: RuleSignature[] = [];
  for (const row of located.operation['x-errors'] ?? []) {
    if (row.status !== 400) continue;
    for (const {rule, refused, accepted} of row.rules ?? []) {
      const acceptedKeys = new Set(
        failures(validator, root, ruleParts(accepted, defaults)).map((failure) => failure.key),
      );
      const own = failures(validator, root, ruleParts(refused, defaults)).filter(
        (failure) => !acceptedKeys.has(failure.key),
      );
      signatures.push({
        rule,
        keys: new Set(own.map((failure) => failure.key)),
        keywords: new Set(own.map((failure) => FAMILIES[failure.keyword] ?? failure.keyword)),
        names: new Set(Array.from(rule.matchAll(/`([^`]+)`/g), (match) => match[1])),
      });
    }
  }
  return (parts) =>
    failures(validator, root, parts).map(({key, keyword, field, finding}) => {
      // The rules recorded at this very place; else those that quote this field and bound it the
      // same way ("`login` or `password` is empty" when only the password's example was empty).
      // Two rules can share a place (one pattern for "too many values" and "spaces"): the reader
      // sees both, since the schema cannot tell which one the value breaks.
      const quoting = (signature: RuleSignature) => field !== undefined && signature.names.has(field);
      let matches = signatures.filter((signature) => signature.keys.has(key));
      if (matches.length === 0) {
        const family = FAMILIES[keyword] ?? keyword;
        matches = signatures.filter((signature) => quoting(signature) && signature.keywords.has(family));
      }
      if (matches.length > 1 && matches.some(quoting)) matches = matches.filter(quoting);
      return matches.length > 0 ? {...finding, rules: matches.map((signature) => signature.rule)} : finding;
    });
}
