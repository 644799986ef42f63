import {deref} from '@site/src/openapi/model';
import type {OpenApiDocument, SchemaObject} from '@site/src/openapi/types';

/** One row of a fields table: a property of a schema, with its nested path. */
export interface FieldRow {
  /** `answers[].buttons[].label`; `<key>` stands for any key of a map. */
  path: string;
  /** `string`, `integer (int64)`, `array of object`, `string or null`… */
  type: string;
  /** Required within its parent object. */
  required: boolean;
  /** The schema's description (inline Markdown). */
  description: string;
  /** Limits and allowed values, as inline Markdown (`Length: 1 to 40 characters`). */
  constraints: string[];
  deprecated: boolean;
}

/**
 * `write`: the fields a client sends (request bodies), without `readOnly` fields.
 * `read`: the fields a client receives (responses, webhook payloads), without `writeOnly` fields.
 */
export type SchemaMode = 'write' | 'read';

const MAX_DEPTH = 8;

function refName(schema: SchemaObject | undefined): string | undefined {
  return schema?.$ref?.split('/').pop();
}

/** A variant that only allows `null` (`{type: 'null'}`, `{const: null}`, `{enum: [null]}`). */
function isNullVariant(schema: SchemaObject): boolean {
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.type)) return schema.type.length === 1 && schema.type[0] === 'null';
  if (schema.const === null) return true;
  return schema.enum?.length === 1 && schema.enum[0] === null;
}

function withNull(schema: SchemaObject): SchemaObject {
  const types = typesOf(schema);
  if (types.includes('null')) return schema;
  return {...schema, type: [...types, 'null']};
}

/**
 * Resolves `$ref` and folds `allOf`, `anyOf` and `oneOf` into one object schema: the properties
 * of every part and the `required` of `allOf` parts. A choice between one schema and `null` (how a
 * nullable object or enum is written) is that schema, nullable, with its own `required`, enum and
 * limits; a choice between several schemas requires only what every one of them requires, and
 * allows the values and types of all of them.
 */
export function normalizeSchema(doc: OpenApiDocument, raw: SchemaObject | undefined): SchemaObject {
  if (!raw) return {};
  const resolved = deref(doc, raw);
  // OpenAPI 3.1 allows siblings next to $ref: they refine the target.
  const schema: SchemaObject = raw.$ref ? {...resolved, ...withoutRef(raw)} : resolved;
  const parts = schema.allOf ?? [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((item) => normalizeSchema(doc, item));
  if (parts.length === 0 && variants.length === 0) return schema;
  let merged: SchemaObject = {
    ...schema,
    properties: {...(schema.properties ?? {})},
    required: [...(schema.required ?? [])],
  };
  delete merged.allOf;
  delete merged.anyOf;
  delete merged.oneOf;
  for (const part of parts.map((item) => normalizeSchema(doc, item))) {
    merged.type ??= part.type;
    merged.description ??= part.description;
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
  }
  const nullable = variants.some(isNullVariant);
  const choices = variants.filter((variant) => !isNullVariant(variant));
  if (choices.length === 1) {
    const [only] = choices;
    const description = merged.description ?? only.description;
    merged = {
      ...only,
      ...merged,
      type: merged.type ?? only.type,
      properties: {...(only.properties ?? {}), ...merged.properties},
      required: [...new Set([...(only.required ?? []), ...merged.required!])],
      description,
    };
  } else if (choices.length > 1) {
    const types = new Set(choices.flatMap(typesOf));
    if (!merged.type) merged.type = types.size === 1 ? [...types][0] : [...types];
    const enums = choices.map((choice) => choice.enum ?? (choice.const !== undefined ? [choice.const] : undefined));
    if (!merged.enum && enums.every((values) => values !== undefined)) merged.enum = [...new Set(enums.flat())];
    for (const choice of choices) {
      for (const [name, property] of Object.entries(choice.properties ?? {})) merged.properties![name] ??= property;
    }
    const requiredByAll = (choices[0].required ?? []).filter((name) =>
      choices.every((choice) => choice.required?.includes(name)),
    );
    merged.required = [...new Set([...merged.required!, ...requiredByAll])];
  }
  if (nullable) merged = withNull(merged);
  if (Object.keys(merged.properties ?? {}).length === 0) delete merged.properties;
  if (merged.required?.length === 0) delete merged.required;
  return merged;
}

function withoutRef(schema: SchemaObject): SchemaObject {
  const copy = {...schema};
  delete copy.$ref;
  return copy;
}

function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  const sample = schema.const ?? schema.enum?.[0];
  if (sample === null) return ['null'];
  if (typeof sample === 'string' || typeof sample === 'boolean') return [typeof sample];
  if (typeof sample === 'number') return [Number.isInteger(sample) ? 'integer' : 'number'];
  return [];
}

/** A short type label: `integer (int64)`, `array of object`, `object of string`, `string or null`. */
export function typeLabel(doc: OpenApiDocument, raw: SchemaObject | undefined, depth = 0): string {
  const schema = normalizeSchema(doc, raw);
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const labels = types
    .filter((type) => type !== 'null')
    .map((type) => {
      if (type === 'array') return depth > MAX_DEPTH ? 'array' : `array of ${typeLabel(doc, schema.items, depth + 1)}`;
      if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
        return `object of ${typeLabel(doc, schema.additionalProperties, depth + 1)}`;
      }
      return schema.format ? `${type} (${schema.format})` : type;
    });
  const base = labels.length > 0 ? labels.join(' or ') : 'any';
  return nullable ? `${base} or null` : base;
}

/**
 * 4096 → "4,096", as en-US writes it. Not `toLocaleString`: its first call sets up ICU number
 * formatting, measured at 117 ms of one long task on an API page under a 4× CPU slowdown.
 */
export function formatNumber(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) {
    return min === max
      ? `exactly ${formatNumber(min)}${suffix}`
      : `${formatNumber(min)} to ${formatNumber(max)}${suffix}`;
  }
  if (max !== undefined) return `up to ${formatNumber(max)}${suffix}`;
  if (min !== undefined) return `at least ${formatNumber(min)}${suffix}`;
  return undefined;
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** Limits, allowed values and defaults of a schema, as short inline-Markdown phrases. */
export function constraintsOf(doc: OpenApiDocument, raw: SchemaObject | undefined): string[] {
  const schema = normalizeSchema(doc, raw);
  const out: string[] = [];
  if (schema.const !== undefined) out.push(`Always ${code(schema.const)}.`);
  // `null` is in the type label ("string or null"), not among the values.
  const values = schema.enum?.filter((value) => value !== null);
  if (values?.length) out.push(`Allowed values: ${values.map(code).join(', ')}.`);
  if (typesOf(schema).includes('array') && schema.items) {
    const items = normalizeSchema(doc, schema.items);
    const itemValues = items.enum?.filter((value) => value !== null);
    if (itemValues?.length) out.push(`Allowed values of each item: ${itemValues.map(code).join(', ')}.`);
  }
  if (schema.default !== undefined) out.push(`Default: ${code(schema.default)}.`);
  const length = range(schema.minLength, schema.maxLength, 'characters');
  if (length) out.push(`Length: ${length}.`);
  const value = range(schema.minimum, schema.maximum, '');
  if (value) out.push(`Value: ${value}.`);
  const items = range(schema.minItems, schema.maxItems, 'items');
  if (items) out.push(`Items: ${items}.`);
  if (schema.uniqueItems) out.push('No duplicates.');
  if (schema.maxProperties !== undefined) out.push(`Keys: up to ${formatNumber(schema.maxProperties)}.`);
  if (schema.pattern) out.push(`Pattern: ${code(schema.pattern)}.`);
  return out;
}

interface WalkState {
  doc: OpenApiDocument;
  mode: SchemaMode;
  rows: FieldRow[];
}

function skip(schema: SchemaObject, mode: SchemaMode): boolean {
  return (mode === 'write' && schema.readOnly === true) || (mode === 'read' && schema.writeOnly === true);
}

function walkChildren(
  state: WalkState,
  raw: SchemaObject | undefined,
  prefix: string,
  refs: string[],
  depth: number,
): void {
  if (!raw || depth > MAX_DEPTH) return;
  const name = refName(raw);
  if (name && refs.includes(name)) return; // a recursive schema: stop at the second visit
  const nextRefs = name ? [...refs, name] : refs;
  const schema = normalizeSchema(state.doc, raw);
  const types = typesOf(schema);
  if (types.includes('array') && schema.items) {
    walkChildren(state, schema.items, `${prefix}[]`, nextRefs, depth + 1);
    return;
  }
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    for (const [property, propertyRaw] of Object.entries(schema.properties)) {
      const propertySchema = normalizeSchema(state.doc, propertyRaw);
      if (skip(propertySchema, state.mode)) continue;
      const path = prefix ? `${prefix}.${property}` : property;
      state.rows.push({
        path,
        type: typeLabel(state.doc, propertyRaw),
        required: required.has(property),
        description: propertySchema.description?.trim() ?? '',
        constraints: constraintsOf(state.doc, propertyRaw),
        deprecated: propertySchema.deprecated === true,
      });
      walkChildren(state, propertyRaw, path, nextRefs, depth + 1);
    }
  }
  if (typeof schema.additionalProperties === 'object') {
    const valueSchema = normalizeSchema(state.doc, schema.additionalProperties);
    if (valueSchema.properties || valueSchema.items) {
      walkChildren(state, schema.additionalProperties, prefix ? `${prefix}.<key>` : '<key>', nextRefs, depth + 1);
    }
  }
}

/**
 * Flattens a schema into table rows with nested paths: `answers`, `answers[].text`,
 * `answers[].buttons[].label`. An array at the top is written `[]`, `[].id`.
 */
export function flattenSchema(doc: OpenApiDocument, schema: SchemaObject | undefined, mode: SchemaMode): FieldRow[] {
  const state: WalkState = {doc, mode, rows: []};
  walkChildren(state, schema, '', [], 0);
  return state.rows;
}
