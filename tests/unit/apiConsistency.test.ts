/**
 * Facts the API pages once stated two ways, held in one place each: the test quotes both sides
 * (a page and its document, or two pages) so that a page cannot drift from the decided fact again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {collectParameters, findOperation, listOperations, takesIdempotencyKey} from '@site/src/openapi/model';
import type {OpenApiDocument, SchemaObject} from '@site/src/openapi/types';
import {listPages, loadSpecs, ROOT} from './openapiHelpers';

let specs: Record<string, OpenApiDocument>;

beforeAll(async () => {
  specs = await loadSpecs();
});

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const API_PAGES = listPages(path.join(ROOT, 'docs/api'));
const OPENAPI_SOURCES = [
  'openapi/bot-api.yaml',
  'openapi/external-api.yaml',
  'openapi/common.yaml',
  'openapi/error-codes.yaml',
];

/** The operation an API page renders (`import operation from '@openapi/<api>/operations/<id>.json'`). */
function pageOperation(page: string): {api: string; operationId: string} | undefined {
  const match = /@openapi\/([\w-]+)\/operations\/(\w+)\.json/.exec(fs.readFileSync(page, 'utf8'));
  return match ? {api: match[1], operationId: match[2]} : undefined;
}

/** Every property name of every schema of a document: a name that is also a field is not a call. */
function fieldNames(doc: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const properties = (node as SchemaObject).properties;
    if (properties) for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(node)) visit(value);
  };
  visit(doc.components);
  visit(doc.paths);
  return names;
}

describe('the API pages and documents agree', () => {
  it('name another call by its method and path, never by its operationId alone', () => {
    const fields = new Set(Object.values(specs).flatMap((doc) => [...fieldNames(doc)]));
    const ids = Object.values(specs)
      .flatMap((doc) => listOperations(doc).map(({operation}) => operation.operationId ?? ''))
      .filter((id) => id && !fields.has(id));
    const named: string[] = [];
    for (const file of [...API_PAGES.map((page) => path.relative(ROOT, page)), ...OPENAPI_SOURCES]) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          if (/operationId:/.test(line)) return;
          for (const [, word] of line.matchAll(/`(\w+)`/g)) {
            if (ids.includes(word)) named.push(`${file}:${index + 1}: \`${word}\``);
          }
        });
    }
    expect(named).toEqual([]);
  });

  it('advise retrying with the same key only where the call accepts an Idempotency-Key', () => {
    expect.hasAssertions();
    const sameKey = /same (`Idempotency-Key`|key)/i;
    for (const [api, doc] of Object.entries(specs)) {
      for (const located of listOperations(doc).filter(({kind}) => kind === 'path')) {
        if (takesIdempotencyKey(doc, located)) continue;
        for (const row of located.operation['x-errors'] ?? []) {
          expect(`${row.when} ${row.action}`, `${api} ${located.operation.operationId} ${row.code}`).not.toMatch(
            sameKey,
          );
        }
      }
    }
    for (const page of API_PAGES) {
      const target = pageOperation(page);
      if (!target) continue;
      const located = findOperation(specs[target.api], target.operationId)!;
      if (takesIdempotencyKey(specs[target.api], located)) continue;
      expect(fs.readFileSync(page, 'utf8'), path.relative(ROOT, page)).not.toMatch(sameKey);
    }
  });

  it('link the Idempotency section from every operation that accepts a key', () => {
    expect.hasAssertions();
    for (const doc of Object.values(specs)) {
      for (const located of listOperations(doc).filter((entry) => takesIdempotencyKey(doc, entry))) {
        const key = collectParameters(doc, located).find((parameter) => parameter.name === 'Idempotency-Key')!;
        expect(key.description, located.operation.operationId).toContain('(/docs/api#idempotency)');
      }
    }
  });

  it('define OFFLINE once: the status schema both status pages render, and the same words on both pages', () => {
    const external = specs['external-api'];
    const statusSchema = external.components!.schemas!.AgentStatus as SchemaObject;
    expect(statusSchema.description).toMatch(/`OFFLINE` does not end the shift/);
    expect(statusSchema.description).toMatch(/not on shift is\s+always `OFFLINE`/);
    const setStatus = read('docs/api/external-api/agents/set-status.md');
    const getStatus = read('docs/api/external-api/agents/get-status.md');
    expect(setStatus).toMatch(
      /\| `OFFLINE` \| Sends no new threads; the agent is shown offline \| [^|]*the shift goes on/,
    );
    expect(getStatus).toMatch(/`OFFLINE` does not end the\s+shift/);
    for (const page of [setStatus, getStatus])
      expect(page).not.toMatch(/`OFFLINE`,? (also )?(ends|finishes) (the|their) shift/);
  });

  it('find a client by external id in the query, not the path, with advice an integrator can follow', () => {
    const located = findOperation(specs['external-api'], 'updateClientByExternalId')!;
    const externalId = collectParameters(specs['external-api'], located).find((p) => p.name === 'externalId')!;
    expect(externalId.in).toBe('query');
    const page = read('docs/api/external-api/clients/update-by-external-id.md');
    expect(page).not.toMatch(/in the path/);
    const notFound = located.operation['x-errors']!.find((row) => row.status === 404)!;
    // The advice names External API calls only (a Bot API call needs a bot token).
    expect(notFound.action).not.toMatch(/\/api\/v1\/bot\//);
    expect(notFound.action).toMatch(/GET \/api\/v1\/clients\/by-external-id/);
  });

  it('map tags by id in both APIs, by name only to copy a set-up between workspaces', () => {
    const byName = /(map|match)\w* (the )?tags by (their )?name/i;
    for (const page of listPages(path.join(ROOT, 'docs'))) {
      for (const sentence of fs.readFileSync(page, 'utf8').split(/(?<=\.)\s/)) {
        if (byName.test(sentence)) expect(sentence, path.relative(ROOT, page)).toMatch(/cop(y|ying|ied)/);
      }
    }
    for (const page of ['bot-api/get-list-of-tags', 'external-api/threads/tags']) {
      expect(read(`docs/api/${page}.md`), page).toMatch(/^## Map tags by id$/m);
    }
  });

  it('count sign-in and refresh against the rate limit without a token, which they do not send', () => {
    for (const operationId of ['login', 'refreshToken']) {
      const located = findOperation(specs['external-api'], operationId)!;
      const row = located.operation['x-errors']!.find((entry) => entry.status === 429)!;
      expect(row.when, operationId).toMatch(/service user/);
      expect(row.when, operationId).not.toMatch(/(the|this|your) (access )?token sent/i);
    }
  });

  it('let one service user hold several token pairs, one per server, on every page that says how to sign in', () => {
    for (const page of ['authorization', 'login', 'jwt-token']) {
      const text = read(`docs/api/external-api/authorization/${page}.md`);
      expect(text, page).not.toMatch(/(one|a single) token pair (shared )?(by|for) (every|all) (worker|server)s?/i);
    }
    expect(read('docs/api/external-api/authorization/authorization.md')).toMatch(/10 token pairs/);
  });

  it("tell bot developers that the client-contact webhook's steps need an External API service user", () => {
    expect(read('docs/api/bot-api/webhooks/client-contact-provided.md')).toMatch(/service user/);
    expect(read('docs/api/bot-api/intro.md')).toMatch(/service user/);
  });
});
