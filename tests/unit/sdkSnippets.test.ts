// @vitest-environment jsdom
/**
 * The code of the MobileChat SDK page (docs/sdk/sdk-mobilechat.md) is checked where this machine
 * can: JSON and XML parse, JavaScript parses, and every Java snippet compiles with javac against
 * the stub of the SDK's public API in tests/fixtures/mobilechat-sdk-stub (as does every Kotlin
 * snippet with kotlinc). Without a JDK or kotlinc those cases fail, saying how to install them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse as parseJs} from 'acorn';
import {describe, expect, it} from 'vitest';
import {requireJdk, requireKotlinc} from '../../scripts/jvmTools';

const PAGE = 'docs/sdk/sdk-mobilechat.md';
const STUB = 'tests/fixtures/mobilechat-sdk-stub';

interface Snippet {
  language: string;
  title?: string;
  code: string;
}

const snippets: Snippet[] = [
  ...fs.readFileSync(PAGE, 'utf8').matchAll(/^\s*```(\w+)([^\n]*)\n([\s\S]*?)^\s*```\s*$/gm),
].map(([, language, meta, code]) => ({language, title: /title="([^"]+)"/.exec(meta)?.[1], code}));
const ofLanguage = (language: string) => snippets.filter((snippet) => snippet.language === language);

function compileStub(outDir: string): void {
  const sources = fs
    .readdirSync(STUB, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.java'))
    .map((file) => path.join(STUB, file));
  const result = spawnSync('javac', ['-d', outDir, ...sources], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`the stub does not compile:\n${result.stderr}`);
}

describe('MobileChat SDK page', () => {
  it('has Android snippets in Kotlin and Java, iOS snippets in Swift and Objective-C, and Gradle and XML', () => {
    for (const language of ['kotlin', 'java', 'swift', 'objectivec', 'groovy', 'xml']) {
      expect(ofLanguage(language).length, language).toBeGreaterThan(0);
    }
  });

  it('every JSON, XML and JavaScript snippet parses', () => {
    for (const {code} of ofLanguage('json')) expect(() => JSON.parse(code)).not.toThrow();
    for (const {code} of ofLanguage('xml')) {
      const xml = new DOMParser().parseFromString(code, 'application/xml');
      expect(xml.getElementsByTagName('parsererror'), code.slice(0, 80)).toHaveLength(0);
    }
    for (const {code} of ofLanguage('js')) {
      expect(() => parseJs(code, {ecmaVersion: 'latest', sourceType: 'module'})).not.toThrow();
    }
  });

  it('every Gradle snippet is balanced Groovy (braces, brackets, parentheses, quotes)', () => {
    // No Groovy parser runs in Node; this catches a cut or unclosed block.
    for (const {code} of ofLanguage('groovy')) {
      const stripped = code.replace(/'[^'\n]*'|"[^"\n]*"/g, "''").replace(/\/\/.*$/gm, '');
      expect(stripped.replace(/''/g, ''), code.slice(0, 80)).not.toMatch(/['"]/);
      for (const [open, close] of ['{}', '[]', '()']) {
        expect(stripped.split(open).length, `${open}${close} in ${code.slice(0, 40)}`).toBe(
          stripped.split(close).length,
        );
      }
    }
  });

  it('every Java snippet compiles against the SDK stub', () => {
    requireJdk();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-java-'));
    compileStub(path.join(dir, 'stub'));
    const files = ofLanguage('java').map(({title, code}) => {
      expect(title, 'a Java snippet needs title="Name.java"').toMatch(/\.java$/);
      const file = path.join(dir, 'src', title!);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, code);
      return file;
    });
    const result = spawnSync('javac', ['-cp', path.join(dir, 'stub'), '-d', path.join(dir, 'out'), ...files], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('every Kotlin snippet compiles against the SDK stub', () => {
    requireKotlinc();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-kotlin-'));
    compileStub(path.join(dir, 'stub'));
    const files = ofLanguage('kotlin').map(({title, code}) => {
      const file = path.join(dir, 'src', title ?? 'Snippet.kt');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, code);
      return file;
    });
    const result = spawnSync('kotlinc', ['-cp', path.join(dir, 'stub'), '-d', path.join(dir, 'out'), ...files], {
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
  }, 120_000);
});
