import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {listPages, loadSpecs, ROOT} from './openapiHelpers';

/**
 * The code-like names of a page (`THREAD_NOT_FOUND`, in code, in capitals with underscores) that are
 * neither in the catalogue nor a value the documents allow. The user guide also names constants of
 * its own (the SDK's error codes, the widget's settings): there, a name counts as an API error code
 * when a status stands before it.
 */
function unknownCodes(relative: string, text: string, known: (name: string) => boolean): string[] {
  const apiText = relative.startsWith('docs/api/') || relative.startsWith('blog/');
  const pattern = apiText
    ? /`(?:\d{3} )?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g
    : /`\d{3} ([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g;
  return [...text.matchAll(pattern)].map(([, name]) => name).filter((name) => !known(name));
}

/** Every string a document allows as a value (enums, constants) or names an event with. */
function documentConstants(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) node.forEach((item) => documentConstants(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) value.forEach((item) => typeof item === 'string' && into.add(item));
      else if (key === 'const' && typeof value === 'string') into.add(value);
      else if (key === 'webhooks' && value && typeof value === 'object')
        Object.keys(value).forEach((name) => into.add(name));
      documentConstants(value, into);
    }
  }
}

// A page that names an error code names one of the catalogue: a code renamed or dropped in the
// documents cannot live on in the prose. A capitalised constant that is not a code is a value the
// documents allow (a status, a channel, an event), and is found there.
describe('error codes named in pages and release notes', () => {
  let catalogue: Set<string>;
  let constants: Set<string>;

  beforeAll(async () => {
    const codes = parse(fs.readFileSync(path.join(ROOT, 'openapi/error-codes.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
    catalogue = new Set(Object.keys(codes));
    constants = new Set();
    for (const doc of Object.values(await loadSpecs())) documentConstants(doc, constants);
  });

  it('finds the catalogue', () => {
    expect(catalogue.has('THREAD_NOT_FOUND')).toBe(true);
    expect(constants.has('IN_QUEUE')).toBe(true);
  });

  const known = (name: string) => catalogue.has(name) || constants.has(name);

  it('every code-like name in an API page or a post is in the catalogue or a value the documents allow', () => {
    const unknown = ['docs', 'blog'].flatMap((dir) =>
      listPages(path.join(ROOT, dir)).flatMap((file) => {
        const relative = path.relative(ROOT, file);
        return unknownCodes(relative, fs.readFileSync(file, 'utf8'), known).map((name) => `${relative}: ${name}`);
      }),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('reports a code that the catalogue does not have, and in the user guide only after a status', () => {
    const text = 'The call answers `422 INACTIVITY_REASON_TURNED_OFF`; the SDK reports `SDK_NOT_READY`.';
    expect(unknownCodes('docs/api/external-api/x.md', text, known)).toEqual([
      'INACTIVITY_REASON_TURNED_OFF',
      'SDK_NOT_READY',
    ]);
    expect(unknownCodes('docs/agent/x.md', text, known)).toEqual(['INACTIVITY_REASON_TURNED_OFF']);
    expect(unknownCodes('docs/api/external-api/x.md', 'It answers `404 THREAD_NOT_FOUND`.', known)).toEqual([]);
  });
});
