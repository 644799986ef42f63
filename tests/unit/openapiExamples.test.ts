import crypto from 'node:crypto';
import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import {collectParameters, deref, listOperations, mediaExamples, operationErrors} from '@site/src/openapi/model';
import type {OpenApiDocument, RuleRequest, SchemaObject} from '@site/src/openapi/types';
import {loadSpecs} from './openapiHelpers';

const specs = await loadSpecs();
const botApi = specs['bot-api'];

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/**
 * An Ajv for one document: its component schemas are registered under `$defs`, every local
 * `$ref` is rewritten to point there, and every object schema with `properties` but no
 * `additionalProperties` is closed, so an example with a misspelt field fails. A schema made of
 * `allOf` parts is closed as a whole (`unevaluatedProperties`), its parts and `if`/`then`/`else`
 * conditions are left open.
 */
function createValidator(name: string, doc: OpenApiDocument) {
  const base = `https://schemas.parley.example/${name}`;
  const allOfParts = new Set<string>();
  const findParts = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(findParts);
    else if (node !== null && typeof node === 'object') {
      for (const part of (node as SchemaObject).allOf ?? [])
        if (part.$ref) allOfParts.add(part.$ref.replace('#/components/schemas/', ''));
      Object.values(node).forEach(findParts);
    }
  };
  findParts(doc);
  const rewrite = (node: Json, open = false): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item));
    if (node === null || typeof node !== 'object') return node;
    const out: {[key: string]: Json} = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string')
        out[key] = value.replace('#/components/schemas/', `${base}#/$defs/`);
      else if (key === 'allOf' && Array.isArray(value)) out[key] = value.map((part) => rewrite(part, true));
      else if (['if', 'then', 'else'].includes(key) && value !== null && typeof value === 'object') {
        // A condition and its branches are left open, and name no more fields than they test: an
        // `additionalProperties: true` in them would mark every field evaluated, and so let
        // `unevaluatedProperties` accept a misspelt one.
        const {additionalProperties: _open, ...condition} = rewrite(value, true) as {[key: string]: Json};
        out[key] = condition;
      } else out[key] = rewrite(value);
    }
    if (out.properties && typeof out.properties === 'object' && !('additionalProperties' in out) && !open)
      out.additionalProperties = false;
    if (out.allOf && !('unevaluatedProperties' in out)) out.unevaluatedProperties = false;
    return out;
  };
  const defs = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).map(([key, schema]) => [
      key,
      rewrite(schema as Json, allOfParts.has(key)),
    ]),
  );
  // strictRequired is off: `anyOf: [{required: [text]}, {required: [attachments]}]` names fields of the parent.
  const ajv = new Ajv2020({strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true});
  addFormats(ajv);
  ajv.addFormat('int64', {type: 'number', validate: (value: number) => Number.isSafeInteger(value)});
  ajv.addFormat('int32', {
    type: 'number',
    validate: (value: number) => Number.isInteger(value) && Math.abs(value) < 2 ** 31,
  });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  ajv.addSchema({$id: base, $defs: defs});
  const cache = new Map<SchemaObject, ValidateFunction>();
  return (schema: SchemaObject): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema as Json) as object);
      cache.set(schema, validate);
    }
    return validate;
  };
}

interface ExampleCase {
  where: string;
  schema: SchemaObject;
  value: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every example of a document, with the schema it must match. */
function collectExamples(doc: OpenApiDocument): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const located of listOperations(doc)) {
    const at = `${located.kind === 'path' ? located.operation.operationId : located.key}`;
    for (const parameter of collectParameters(doc, located)) {
      if (!parameter.schema) continue;
      if (parameter.example !== undefined)
        cases.push({where: `${at} parameter ${parameter.name}`, schema: parameter.schema, value: parameter.example});
      for (const [key, example] of Object.entries(parameter.examples ?? {})) {
        cases.push({
          where: `${at} parameter ${parameter.name} example ${key}`,
          schema: parameter.schema,
          value: deref(doc, example).value,
        });
      }
    }
    const body = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      for (const example of mediaExamples(doc, media)) {
        cases.push({
          where: `${at} request ${type} ${example.name ?? ''}`,
          schema: media.schema ?? {},
          value: example.value,
        });
      }
    }
    for (const [status, raw] of Object.entries(located.operation.responses ?? {})) {
      const response = deref(doc, raw);
      for (const [type, media] of Object.entries(response.content ?? {})) {
        for (const example of mediaExamples(doc, media)) {
          cases.push({
            where: `${at} response ${status} ${type} ${example.name ?? ''}`,
            schema: media.schema ?? {},
            value: example.value,
          });
        }
      }
      for (const [header, rawHeader] of Object.entries(response.headers ?? {})) {
        const headerObject = deref(doc, rawHeader);
        const schema = headerObject.schema ? deref(doc, headerObject.schema) : undefined;
        for (const value of [headerObject.example, ...(schema?.examples ?? [])].filter((item) => item !== undefined)) {
          cases.push({where: `${at} response ${status} header ${header}`, schema: headerObject.schema!, value});
        }
      }
    }
    const headers = located.operation['x-example-headers'] ?? {};
    for (const parameter of collectParameters(doc, located).filter((item) => item.in === 'header')) {
      const text = headers[parameter.name];
      if (text === undefined || !parameter.schema) continue;
      const schema = deref(doc, parameter.schema);
      const value = schema.type === 'integer' || schema.type === 'number' ? Number(text) : text;
      cases.push({where: `${at} example header ${parameter.name}`, schema: parameter.schema, value});
    }
  }
  const visitSchema = (where: string, schema: SchemaObject | undefined): void => {
    if (!schema || schema.$ref) return;
    for (const value of schema.examples ?? []) cases.push({where: `${where} (schema example)`, schema, value});
    if (schema.example !== undefined) cases.push({where: `${where} (schema example)`, schema, value: schema.example});
    for (const [key, property] of Object.entries(schema.properties ?? {})) visitSchema(`${where}.${key}`, property);
    if (schema.items) visitSchema(`${where}[]`, schema.items);
    if (typeof schema.additionalProperties === 'object') visitSchema(`${where}.<key>`, schema.additionalProperties);
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
      visitSchema(where, part);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    visitSchema(`#/components/schemas/${name}`, schema);
  return cases;
}

describe.each(API_DOCUMENTS.map((entry) => [entry.name]))('examples of %s', (name) => {
  const doc = specs[name];
  const validatorFor = createValidator(name, doc);
  const cases = collectExamples(doc);

  it('has examples for parameters, bodies, responses, webhooks and schemas', () => {
    const text = cases.map((item) => item.where).join('\n');
    expect(cases.length).toBeGreaterThan(100);
    for (const part of [' parameter ', ' request ', ' response ', '(schema example)']) expect(text).toContain(part);
  });

  it.each(cases.map((item) => [item.where, item] as const))('%s matches its schema', (_where, item) => {
    const validate = validatorFor(item.schema);
    const valid = validate(item.value);
    expect(validate.errors ?? [], JSON.stringify(item.value).slice(0, 200)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects a wrong example (the check can fail)', () => {
    // Every JSON request body of the document, each broken twice: a misspelt field, and a value
    // of another type for each of its fields.
    const bodies = cases.filter(
      (item): item is ExampleCase & {value: Record<string, unknown>} =>
        / request application\/json /.test(item.where) && isPlainObject(item.value),
    );
    expect(bodies.length, 'JSON request bodies with an example').toBeGreaterThan(5);
    for (const body of bodies) {
      const validate = validatorFor(body.schema);
      expect(validate({...body.value, parleyMisspeltField: true}), `${body.where}: a misspelt field`).toBe(false);
      for (const field of Object.keys(body.value)) {
        const wrongType = {...body.value, [field]: {parleyWrongType: [true]}};
        expect(validate(wrongType), `${body.where}: ${field} of another type`).toBe(false);
      }
    }
  });

  // The rules of each 400 (`rules` of an `x-errors` row): the schema refuses the request each
  // rule gives and accepts its valid neighbour, so the page states no rule the document lacks.
  // A request's body defaults to the operation's first example; its parameters to theirs.
  const rules = listOperations(doc).flatMap((located) =>
    (located.operation['x-errors'] ?? []).flatMap((row) =>
      (row.rules ?? []).map((rule) => ({operationId: located.operation.operationId!, located, rule})),
    ),
  );
  /** The schema errors of a rule's request: its body's and each parameter it gives. */
  const requestErrors = (located: (typeof rules)[number]['located'], request: RuleRequest): string[] => {
    const errors: string[] = [];
    const body = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
    const media = body?.content?.['application/json'];
    if (media?.schema) {
      const value = request.body ?? mediaExamples(doc, media)[0]?.value;
      const validate = validatorFor(media.schema);
      if (!validate(value))
        errors.push(...(validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message}`));
    } else if (request.body !== undefined) errors.push('a body for an operation that takes none');
    const parameters = collectParameters(doc, located);
    for (const [where, values] of [
      ['query', request.query],
      ['path', request.path],
    ] as const) {
      for (const [name, value] of Object.entries(values ?? {})) {
        const parameter = parameters.find((item) => item.in === where && item.name === name);
        if (!parameter?.schema) {
          errors.push(`no ${where} parameter ${name}`);
          continue;
        }
        const validate = validatorFor(parameter.schema);
        if (!validate(value))
          errors.push(`${where} ${name}: ${(validate.errors ?? []).map((error) => error.message).join(', ')}`);
      }
    }
    return errors;
  };
  it.each(rules.map((item) => [`${item.operationId}: ${item.rule.rule}`, item] as const))(
    '%s: refused and accepted by the schema',
    (_name, {located, rule}) => {
      expect(requestErrors(located, rule.refused), 'refused').not.toEqual([]);
      expect(requestErrors(located, rule.accepted), 'accepted').toEqual([]);
    },
  );

  it('describes every schema field and gives leaf fields an example', () => {
    const missing: string[] = [];
    const visit = (where: string, schema: SchemaObject, parentIsArray: boolean): void => {
      if (schema.$ref) return;
      const isContainer = Boolean(schema.properties || schema.items || schema.allOf || schema.anyOf || schema.oneOf);
      if (!schema.description && !parentIsArray) missing.push(`${where}: description`);
      if (!isContainer && !schema.examples?.length && schema.example === undefined) missing.push(`${where}: examples`);
      for (const [key, property] of Object.entries(schema.properties ?? {})) visit(`${where}.${key}`, property, false);
      if (schema.items) visit(`${where}[]`, schema.items, true);
    };
    for (const [schemaName, schema] of Object.entries(doc.components?.schemas ?? {})) visit(schemaName, schema, false);
    expect(missing).toEqual([]);
  });

  it('lists each documented error response in the errors table, and each table row has a response', () => {
    const problems: string[] = [];
    for (const located of listOperations(doc).filter((entry) => entry.kind === 'path')) {
      const id = located.operation.operationId;
      const table = operationErrors(doc, located);
      const responses = located.operation.responses ?? {};
      for (const row of table) {
        if (!responses[String(row.status)]) problems.push(`${id}: ${row.status} ${row.code} has no response`);
      }
      for (const [status, raw] of Object.entries(responses)) {
        if (!/^[45]/.test(status)) continue;
        const codes = Object.values(deref(doc, raw).content ?? {}).flatMap((media) =>
          mediaExamples(doc, media).map((example) => (example.value as {code: string}).code),
        );
        if (codes.length === 0) problems.push(`${id}: ${status} has no example`);
        for (const code of codes) {
          if (!table.some((row) => String(row.status) === status && row.code === code))
            problems.push(`${id}: ${status} ${code} is not in the errors table`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Bot API conventions', () => {
  const operations = listOperations(botApi);

  it('serves every endpoint under /api/v1/bot/ on the workspace address, with the bot token', () => {
    expect(botApi.openapi).toMatch(/^3\.1\./);
    expect(botApi.servers?.[0].url).toBe('https://{company}.parley.example');
    expect(botApi.components?.securitySchemes?.botToken).toMatchObject({type: 'http', scheme: 'bearer'});
    expect(botApi.security).toEqual([{botToken: []}]);
    const paths = operations.filter((entry) => entry.kind === 'path');
    expect(paths).toHaveLength(12);
    for (const entry of paths) {
      expect(entry.key).toMatch(/^\/api\/v1\/bot\//);
      expect(entry.operation.security).toBeUndefined();
      expect(Object.keys(entry.operation.responses ?? {})).toEqual(
        expect.arrayContaining(['400', '401', '429', '500']),
      );
    }
  });

  it('pages lists with page (from 0) and size (up to 100)', () => {
    for (const entry of operations.filter((item) => item.method === 'get')) {
      const parameters = collectParameters(botApi, entry);
      expect(parameters.find((item) => item.name === 'page')?.schema).toMatchObject({minimum: 0, default: 0});
      expect(parameters.find((item) => item.name === 'size')?.schema).toMatchObject({minimum: 1, maximum: 100});
    }
  });

  it('refuses a bot answer over 4096 characters and a field the schema does not have', () => {
    const validatorFor = createValidator('bot-api', botApi);
    const body = collectExamples(botApi).find((item) => item.where.startsWith('sendBotAnswers request'));
    expect(body, 'the sendBotAnswers request example').toBeDefined();
    const tooLong = structuredClone(body!.value) as {answers: {text?: string; colour?: string}[]};
    tooLong.answers[0].text = 'x'.repeat(4097);
    expect(validatorFor(body!.schema)(tooLong)).toBe(false);
    const misspelt = structuredClone(body!.value) as {answers: {text?: string; colour?: string}[]};
    misspelt.answers[0].colour = 'red';
    expect(validatorFor(body!.schema)(misspelt)).toBe(false);
  });

  it('answers 429 with Retry-After', () => {
    const tooMany = deref(botApi, botApi.components!.responses!.TooManyRequests);
    expect(Object.keys(tooMany.headers ?? {})).toContain('Retry-After');
  });

  it('sends the four events as webhooks with real signatures of the compact example bodies', () => {
    const secret = botApi['x-webhook-example-secret']!;
    expect(Object.keys(botApi.webhooks ?? {})).toEqual(['INIT_CHAT', 'MESSAGE', 'TRAINING', 'CLIENT_CONTACT_PROVIDED']);
    for (const entry of operations.filter((item) => item.kind === 'webhook')) {
      const media = deref(botApi, entry.operation.requestBody!).content!['application/json'];
      const body = mediaExamples(botApi, media)[0].value as {event: string; deliveryId: string};
      const headers = entry.operation['x-example-headers']!;
      const signature = crypto.createHmac('sha256', secret).update(JSON.stringify(body), 'utf8').digest('hex');
      expect(headers['X-Parley-Signature'], entry.key).toBe(`sha256=${signature}`);
      expect(headers['X-Parley-Event']).toBe(entry.key);
      expect(body.event).toBe(entry.key);
      expect(headers['X-Parley-Delivery-Id']).toBe(body.deliveryId);
      expect(entry.operation.security).toEqual([]);
      const required = collectParameters(botApi, entry).filter(
        (parameter) => parameter.in === 'header' && parameter.required,
      );
      for (const parameter of required)
        expect(Object.keys(headers), `${entry.key} ${parameter.name}`).toContain(parameter.name);
    }
  });
});
