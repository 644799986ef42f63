/**
 * What /openapi/ publishes: each bundled document as YAML that a YAML 1.1 parser (PyYAML, as
 * Python integrators load it) and a YAML 1.2 parser read as the same data, and a Postman
 * collection with one request per operation.
 */
import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {bundleDocument, publishedYaml} from '@site/src/plugins/openapi/bundle';
import {postmanCollection} from '@site/src/plugins/openapi/postman';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import {listOperations} from '@site/src/openapi/model';
import {ROOT} from './openapiHelpers';

/** PyYAML's safe loader, the strict YAML 1.1 parser of Python; the data comes back as JSON. */
function loadWithPyYaml(text: string): {ok: true; data: unknown} | {ok: false; error: string} {
  const script = 'import json, sys, yaml\nprint(json.dumps(yaml.safe_load(sys.stdin.read())))';
  const result = spawnSync('python3', ['-c', script], {input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return result.status === 0 ? {ok: true, data: JSON.parse(result.stdout)} : {ok: false, error: result.stderr};
}

describe.each(API_DOCUMENTS.map((info) => [info.name, info] as const))('published %s', (_name, info) => {
  it('is YAML that PyYAML (1.1) and a strict 1.2 parser read as the bundled document', async () => {
    const doc = await bundleDocument(ROOT, info);
    const text = publishedYaml(doc);
    const expected = JSON.parse(JSON.stringify(doc));
    expect(parse(text, {version: '1.2', strict: true, uniqueKeys: true})).toEqual(expected);
    const pyYaml = loadWithPyYaml(text);
    expect(pyYaml.ok ? '' : pyYaml.error).toBe('');
    expect(pyYaml.ok && pyYaml.data).toEqual(expected);
    // Self-contained: nothing refers to another file.
    expect(text).not.toMatch(/\$ref: ['"]?\.\//);
  });

  it('has a Postman collection with one request per operation, named by its summary', async () => {
    const doc = await bundleDocument(ROOT, info);
    const collection = (await postmanCollection(doc, info)) as {
      info: {name: string; schema: string};
      item: {
        name: string;
        item?: {name: string; request: {url: {host: string[]; path: string[]}; body?: {raw: string}}}[];
      }[];
    };
    expect(collection.info.name).toBe(doc.info.title);
    expect(collection.info.schema).toContain('collection/v2.1.0');
    const requests = collection.item.flatMap((folder) => folder.item ?? []);
    const operations = listOperations(doc).filter((entry) => entry.kind === 'path');
    expect(requests.map((request) => request.name).sort()).toEqual(
      operations.map((entry) => entry.operation.summary).sort(),
    );
    for (const {request} of requests) {
      expect(request.url.host).toEqual(['{{baseUrl}}']);
      expect(request.url.path.slice(0, 2)).toEqual(['api', 'v1']);
      // Bodies are the documents' examples, not the converter's `<string>` placeholders.
      if (request.body?.raw) expect(request.body.raw).not.toMatch(/"<\w+>"/);
    }
  });
});

describe('the YAML 1.1 check', () => {
  it('fails on what PyYAML cannot read, such as a plain scalar with a question mark in a flow list', () => {
    const result = loadWithPyYaml('examples: [Where is my order? Today]\n');
    expect(result.ok).toBe(false);
  });
});
