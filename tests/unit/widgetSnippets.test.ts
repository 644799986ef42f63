import fs from 'node:fs';
import {parse as parseJs} from 'acorn';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {parse as parseHtml, type DefaultTreeAdapterMap} from 'parse5';
import {describe, expect, it} from 'vitest';

/** The fenced code blocks of a page, with their language. */
function codeBlocks(page: string): {language: string; code: string}[] {
  const source = fs.readFileSync(page, 'utf8');
  return [...source.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map(([, language, code]) => ({language, code}));
}

/** JavaScript parses as a classic script or, failing that, as a module. */
function parsesAsJavaScript(code: string): void {
  try {
    parseJs(code, {ecmaVersion: 'latest', sourceType: 'script'});
  } catch {
    parseJs(code, {ecmaVersion: 'latest', sourceType: 'module'});
  }
}

/** The HTML parse errors of a fragment, and the text of its inline scripts. */
function parseFragment(html: string): {errors: string[]; scripts: string[]} {
  const errors: string[] = [];
  const document = parseHtml(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, {
    onParseError: (error) => errors.push(`${error.code} at line ${error.startLine}`),
  });
  const scripts: string[] = [];
  const visit = (node: DefaultTreeAdapterMap['node']) => {
    if ('tagName' in node && node.tagName === 'script' && !node.attrs.some((attr) => attr.name === 'src')) {
      scripts.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(document);
  return {errors, scripts};
}

describe('widget install snippets (docs/admin/widget/install.md)', () => {
  const blocks = codeBlocks('docs/admin/widget/install.md');

  it('has HTML and JavaScript snippets', () => {
    expect(blocks.filter((block) => block.language === 'html').length).toBeGreaterThan(0);
    expect(blocks.filter((block) => block.language === 'js').length).toBeGreaterThan(0);
  });

  for (const [index, {language, code}] of blocks.entries()) {
    if (language === 'html') {
      it(`HTML snippet ${index + 1} parses, and so do its inline scripts`, () => {
        const {errors, scripts} = parseFragment(code);
        expect(errors).toEqual([]);
        for (const script of scripts) expect(() => parsesAsJavaScript(script)).not.toThrow();
      });
    }
    if (language === 'js') {
      it(`JavaScript snippet ${index + 1} parses`, () => {
        expect(() => parsesAsJavaScript(code)).not.toThrow();
      });
    }
  }
});

describe('widget configuration (docs/admin/widget/json-editor.md)', () => {
  const schema = JSON.parse(fs.readFileSync('static/schemas/widget-config.schema.json', 'utf8'));
  const ajv = new Ajv2020({allErrors: true, strict: true});
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const examples = codeBlocks('docs/admin/widget/json-editor.md').filter((block) => block.language === 'json');

  it('the page shows a complete example, and it validates against the schema the page documents', () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const {code} of examples) {
      const valid = validate(JSON.parse(code));
      expect(validate.errors ?? [], 'schema errors').toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it('the schema rejects a key it does not document', () => {
    const example = JSON.parse(examples[0].code);
    expect(validate({...example, notAnOption: true})).toBe(false);
  });
});
