/**
 * The fields tables of the API reference (and so their Markdown twins) must say what the schema
 * says: every enum's values, "or null" for a nullable field, also inside `oneOf`, array items and
 * nested objects, and a nested field as required as its own object makes it.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {deref, listOperations, pickMediaType} from '@site/src/openapi/model';
import {flattenSchema, normalizeSchema, type FieldRow} from '@site/src/components/ApiReference/schema';
import type {OpenApiDocument, SchemaObject} from '@site/src/openapi/types';
import {loadSpecs} from './openapiHelpers';

let specs: Record<string, OpenApiDocument>;

beforeAll(async () => {
  specs = await loadSpecs();
});

/** Every fields table of a document: request bodies (write) and 2xx answers and webhooks (read). */
function fieldTables(doc: OpenApiDocument): {where: string; schema: SchemaObject; rows: FieldRow[]}[] {
  return listOperations(doc).flatMap((located) => {
    const where = `${located.method.toUpperCase()} ${located.key}`;
    const tables: {where: string; schema: SchemaObject; rows: FieldRow[]}[] = [];
    const body = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
    const bodySchema = pickMediaType(body?.content)?.[1].schema;
    if (bodySchema) {
      const mode = located.kind === 'webhook' ? 'read' : 'write';
      tables.push({where: `${where} body`, schema: bodySchema, rows: flattenSchema(doc, bodySchema, mode)});
    }
    for (const [status, raw] of Object.entries(located.operation.responses ?? {})) {
      if (!status.startsWith('2')) continue;
      const schema = pickMediaType(deref(doc, raw).content)?.[1].schema;
      if (schema) tables.push({where: `${where} ${status}`, schema, rows: flattenSchema(doc, schema, 'read')});
    }
    return tables;
  });
}

/**
 * The raw schema of a row's field, found by walking its path (`answers[].buttons[].label`): the
 * containers through `normalizeSchema`, the field itself as the document writes it.
 */
function rawFieldSchema(doc: OpenApiDocument, root: SchemaObject, path: string): SchemaObject | undefined {
  let raw: SchemaObject | undefined = root;
  const itemsOf = (schema: SchemaObject | undefined) => normalizeSchema(doc, schema).items;
  for (const step of path.split('.')) {
    const [name, ...arrays] = step.split('[]');
    if (name === '') raw = itemsOf(raw);
    else if (name === '<key>') raw = normalizeSchema(doc, raw).additionalProperties as SchemaObject;
    else raw = normalizeSchema(doc, raw).properties?.[name];
    for (let i = 0; i < arrays.length - (name === '' ? 1 : 0); i++) raw = itemsOf(raw);
  }
  return raw;
}

/** What a schema allows, read from the document itself: enum and const values, and null. */
function allowed(doc: OpenApiDocument, raw: SchemaObject | undefined): {values: unknown[]; nullable: boolean} {
  if (!raw) return {values: [], nullable: false};
  const schema = deref(doc, raw);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const values = [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])];
  let nullable = types.includes('null') || values.includes(null);
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const inner = allowed(doc, variant);
    values.push(...inner.values);
    nullable ||= inner.nullable;
  }
  return {values: values.filter((value) => value !== null), nullable};
}

describe('fields tables', () => {
  it('list the values of every enum and say "or null" for every nullable field', () => {
    expect.hasAssertions();
    for (const doc of Object.values(specs)) {
      for (const table of fieldTables(doc)) {
        for (const row of table.rows) {
          const {values, nullable} = allowed(doc, rawFieldSchema(doc, table.schema, row.path));
          for (const value of values) {
            expect(row.constraints.join(' '), `${table.where}: ${row.path}`).toContain(`\`${String(value)}\``);
          }
          if (nullable) expect(row.type, `${table.where}: ${row.path}`).toMatch(/ or null$/);
        }
      }
    }
  });

  it('show a oneOf of an enum and null with its values, and nested required fields as required', () => {
    const doc = specs['external-api'];
    const details = flattenSchema(doc, {$ref: '#/components/schemas/ThreadDetails'}, 'read');
    const closingReason = details.find((row) => row.path === 'closingReason')!;
    expect(closingReason.type).toBe('string or null');
    expect(closingReason.constraints.join(' ')).toContain('`RESOLVED_BY_AGENT`');
    expect(closingReason.constraints.join(' ')).toContain('`CLOSED_BY_BOT`');

    const routes = flattenSchema(doc, {$ref: '#/components/schemas/RouteDistribution'}, 'read');
    const fallback = routes.find((row) => row.path === 'fallback')!;
    expect(fallback.type).toBe('object or null');
    const afterMinutes = routes.find((row) => row.path === 'fallback.afterMinutes')!;
    expect(afterMinutes.required).toBe(true);
    expect(afterMinutes.constraints).toContain('Value: 1 to 60.');
  });

  it('take as required only what every variant of a choice requires', () => {
    const doc: OpenApiDocument = {openapi: '3.1.0', info: {title: 't', version: '1'}};
    const schema: SchemaObject = {
      oneOf: [
        {type: 'object', required: ['kind', 'text'], properties: {kind: {const: 'TEXT'}, text: {type: 'string'}}},
        {type: 'object', required: ['kind', 'url'], properties: {kind: {const: 'FILE'}, url: {type: 'string'}}},
      ],
    };
    const rows = flattenSchema(doc, schema, 'write');
    expect(rows.map((row) => [row.path, row.required])).toEqual([
      ['kind', true],
      ['text', false],
      ['url', false],
    ]);
    expect(normalizeSchema(doc, schema).type).toBe('object');
  });
});
