/**
 * What /openapi/ publishes: each bundled document as YAML that a YAML 1.1 parser (PyYAML, as
 * Python integrators load it) and a YAML 1.2 parser read as the same data, and a Postman
 * collection with one request per operation.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {bundleDocument, forPublishing, publishedYaml} from '@site/src/plugins/openapi/bundle';
import {brand} from '@site/config/brand';
import {postmanCollection} from '@site/src/plugins/openapi/postman';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import {listOperations} from '@site/src/openapi/model';
import {requireSnakeYaml, SNAKEYAML_JAR} from '../../scripts/jvmTools';
import {ROOT} from './openapiHelpers';

/** PyYAML's safe loader, the strict YAML 1.1 parser of Python; the data comes back as JSON. */
function loadWithPyYaml(text: string): {ok: true; data: unknown} | {ok: false; error: string} {
  const script = 'import json, sys, yaml\nprint(json.dumps(yaml.safe_load(sys.stdin.read())))';
  const result = spawnSync('python3', ['-c', script], {input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return result.status === 0 ? {ok: true, data: JSON.parse(result.stdout)} : {ok: false, error: result.stderr};
}

/** The newest release, by its post's file name (`2025-02-11-6-33.md` is 6.33), as a document's version. */
const CURRENT_RELEASE = `${fs
  .readdirSync(path.join(ROOT, 'blog'))
  .flatMap((name) => /^\d{4}-\d{2}-\d{2}-(\d+)-(\d+)\.mdx?$/.exec(name)?.slice(1, 3).map(Number) ?? [])
  .reduce<number[][]>((pairs, n, i, all) => (i % 2 ? pairs : [...pairs, [n, all[i + 1]]]), [])
  .sort((a, b) => b[0] - a[0] || b[1] - a[1])[0]
  .join('.')}.0`;

/** SnakeYAML with its default limits (Java 17 runs the one-file loader as it is); the data comes back as JSON. */
function loadWithSnakeYaml(text: string): {ok: true; data: unknown} | {ok: false; error: string} {
  requireSnakeYaml();
  const loader = path.join(ROOT, 'tests/unit/jvm/LoadYaml.java');
  const result = spawnSync('java', ['-cp', SNAKEYAML_JAR, loader], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
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

  it('has no anchors or aliases, and SnakeYAML reads it with its default limits', async () => {
    const doc = await bundleDocument(ROOT, info);
    const text = publishedYaml(doc);
    expect(text).not.toMatch(/(^|[\s:-])[&*][A-Za-z]\w*\s*$/m);
    const snakeYaml = loadWithSnakeYaml(text);
    expect(snakeYaml.ok ? '' : snakeYaml.error).toBe('');
    expect(snakeYaml.ok && snakeYaml.data).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('links to the docs with absolute addresses, which work outside the site', async () => {
    const doc = await bundleDocument(ROOT, info);
    const text = JSON.stringify(doc);
    const published = JSON.stringify(forPublishing(doc, brand.siteUrl));
    const siteRelative = /\]\(\/(?!\/)/g;
    expect(text.match(siteRelative)?.length ?? 0).toBeGreaterThan(0);
    expect(published.match(siteRelative) ?? []).toEqual([]);
    expect(published.split(`](${brand.siteUrl.replace(/\/$/, '')}/docs/`).length).toBe(text.split('](/docs/').length);
  });

  it('names its release as its version', async () => {
    const doc = await bundleDocument(ROOT, info);
    expect(doc.info.version).toBe(CURRENT_RELEASE);
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

describe('the SnakeYAML check', () => {
  it('fails on more aliases than its default limit', () => {
    const aliases = Array.from({length: 60}, () => '  - *a').join('\n');
    const result = loadWithSnakeYaml(`base: &a [x]\nlist:\n${aliases}\n`);
    expect(result.ok).toBe(false);
  });
});

describe('the YAML 1.1 check', () => {
  it('fails on what PyYAML cannot read, such as a plain scalar with a question mark in a flow list', () => {
    const result = loadWithPyYaml('examples: [Where is my order? Today]\n');
    expect(result.ok).toBe(false);
  });
});
