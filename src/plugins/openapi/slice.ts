import {listOperations, pointerTokens, resolvePointer, type LocatedOperation} from '../../openapi/model';
import type {ApiDocumentInfo, OpenApiDocument, OperationData, PathItemObject, WebhookData} from '../../openapi/types';

/** The root keys every slice keeps: what the components read besides the operation itself. */
const ROOT_KEYS = ['openapi', 'info', 'servers', 'security'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** Sets `value` at a JSON pointer (`#/components/schemas/Thread`) of `target`, creating objects on the way. */
function setAtPointer(target: Record<string, unknown>, ref: string, value: unknown): void {
  const tokens = pointerTokens(ref);
  let node = target;
  for (const token of tokens.slice(0, -1)) {
    if (!isObject(node[token])) node[token] = {};
    node = node[token] as Record<string, unknown>;
  }
  node[tokens[tokens.length - 1]] = value;
}

/**
 * The document cut down to one operation or webhook: the root keys the components read, the one
 * path item with only that method, the security schemes it names, and every component it
 * references, followed transitively. The components render it exactly as the whole document.
 */
function sliceFor(doc: OpenApiDocument, located: LocatedOperation): OpenApiDocument {
  const slice: Record<string, unknown> = {};
  for (const key of ROOT_KEYS) if (doc[key] !== undefined) slice[key] = doc[key];
  for (const [key, value] of Object.entries(doc)) if (key.startsWith('x-')) slice[key] = value;

  const pathItem: PathItemObject = {...located.pathItem};
  for (const method of Object.keys(pathItem) as (keyof PathItemObject)[]) {
    if (method !== located.method && method !== 'parameters' && method !== 'summary' && method !== 'description') {
      delete pathItem[method];
    }
  }
  slice[located.kind === 'path' ? 'paths' : 'webhooks'] = {[located.key]: pathItem};

  const schemeNames = [...(located.operation.security ?? doc.security ?? [])].flatMap((requirement) =>
    Object.keys(requirement),
  );
  const pending: unknown[] = [slice];
  for (const name of schemeNames) {
    const scheme = doc.components?.securitySchemes?.[name];
    if (scheme) {
      setAtPointer(slice, `#/components/securitySchemes/${name}`, scheme);
      pending.push(scheme);
    }
  }
  const copied = new Set<string>();
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (isObject(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !copied.has(ref)) {
        copied.add(ref);
        const target = resolvePointer(doc, ref);
        setAtPointer(slice, ref, target);
        pending.push(target);
      }
      for (const [key, value] of Object.entries(node)) if (key !== '$ref') pending.push(value);
    }
  }
  return slice as unknown as OpenApiDocument;
}

/** The data of every page of a document: one file per operation and per webhook. */
export function referenceData(
  info: ApiDocumentInfo,
  doc: OpenApiDocument,
): {file: string; data: OperationData | WebhookData}[] {
  return listOperations(doc).map((located) => {
    const document = sliceFor(doc, located);
    if (located.kind === 'path') {
      const operationId = located.operation.operationId;
      if (!operationId) throw new Error(`${info.file}: ${located.method} ${located.key} has no operationId`);
      return {file: `${info.name}/operations/${operationId}.json`, data: {info, document, operationId}};
    }
    return {file: `${info.name}/webhooks/${located.key}.json`, data: {info, document, webhook: located.key}};
  });
}
