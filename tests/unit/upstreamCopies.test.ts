/**
 * Every file copied from an upstream package is that package's pinned file outside its `[parley]`
 * fences (upstream-copies.json lists them, tests/unit/upstreamCopies.ts compares; the convention is in src/theme/README.md), so a copy
 * cannot drift from its original unnoticed, and an upgrade shows which copies to carry over.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ssrTemplate} from '@site/config/ssrTemplate';
import {SEARCH_PACKAGE, THEME_MODULES_USED} from '@site/src/plugins/search/upstream';
import {UPSTREAM_COPIES} from '@site/src/upstreamCopies';
import {compareWithOriginal, segmentsOutsideFences} from './upstreamCopies';

const root = path.resolve('.');
const packageDir = (name: string) => path.join(root, 'node_modules', name);

/** The template literal a compiled module exports (`exports.default = `…``). */
function templateOf(module: string): string {
  const template = /exports\.default = `([\s\S]*)`;/.exec(module)?.[1];
  if (template === undefined) throw new Error('no exported template: has upstream changed the module?');
  return template;
}

interface Copy {
  /** The copy, from the repository's root. */
  file: string;
  /** The original it was copied from. */
  original: string;
  /** The text compared, when it is not the file's (a template held in a constant). */
  text?: {copy: string; original: string};
}

/** The copies of upstream-copies.json, each with its original's path and, for the page template, the texts compared. */
const COPIES: Copy[] = UPSTREAM_COPIES.map((copy) => {
  const original = path.join(packageDir(copy.package), copy.original);
  if (!copy.template) return {file: copy.file, original};
  // The page template: the template string is compared, not the module around it.
  return {
    file: copy.file,
    original,
    text: {copy: ssrTemplate, original: templateOf(fs.readFileSync(original, 'utf8'))},
  };
});

/** A module path, as the file it names (without extension), seen from the original's side. */
function importTarget(specifier: string, fromFile: string, copyToOriginal: Map<string, string>): string {
  const withoutExtension = (file: string) => file.replace(/\.(?:[cm]?[jt]sx?)$/, '');
  // A swizzled search component names the plugin's theme modules as `@theme/…`.
  const themeModule = specifier.replace(/^@theme\//, '');
  if (themeModule in THEME_MODULES_USED) {
    const file = THEME_MODULES_USED[themeModule as keyof typeof THEME_MODULES_USED];
    return withoutExtension(path.join(packageDir(SEARCH_PACKAGE), file));
  }
  // A copy names an upstream package's own file by its package path (`@docusaurus/core/lib/…`).
  if (!specifier.startsWith('.')) {
    const installed = path.join(root, 'node_modules', specifier);
    return fs.existsSync(`${installed}.js`) ? installed : specifier;
  }
  const target = withoutExtension(path.resolve(path.dirname(fromFile), specifier));
  return copyToOriginal.get(target) ?? target;
}

const copyToOriginal = new Map(
  COPIES.map(({file, original}) => [
    path.join(root, file).replace(/\.(?:[cm]?[jt]sx?)$/, ''),
    original.replace(/\.(?:[cm]?[jt]sx?)$/, ''),
  ]),
);

/** Rewrites the module paths of a file's imports to the files they name. */
function resolveImports(code: string, fromFile: string): string {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\2/g,
    (_all, keyword: string, quote: string, specifier: string) =>
      `${keyword}${quote}${path.relative(root, importTarget(specifier, fromFile, copyToOriginal))}${quote}`,
  );
}

/** Styles are ejected as they are: a change goes in a module of the site's own beside them. */
const isStylesheet = (file: string) => file.endsWith('.css');

describe.each(COPIES.filter((copy) => isStylesheet(copy.file)).map((copy) => [copy.file, copy] as const))(
  '%s',
  (file, copy) => {
    it('is its pinned original, unchanged', () => {
      expect(fs.existsSync(copy.original), `${copy.original} (moved upstream?)`).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(copy.original, 'utf8'));
    });
  },
);

describe.each(COPIES.filter((copy) => !isStylesheet(copy.file)).map((copy) => [copy.file, copy] as const))(
  '%s',
  (file, copy) => {
    it('is its pinned original outside its [parley] fences', () => {
      expect(fs.existsSync(copy.original), `${copy.original} (moved upstream?)`).toBe(true);
      const copyText = copy.text?.copy ?? resolveImports(fs.readFileSync(file, 'utf8'), path.join(root, file));
      const originalText = copy.text?.original ?? resolveImports(fs.readFileSync(copy.original, 'utf8'), copy.original);
      const differences = compareWithOriginal(copyText, originalText).map(
        (difference) =>
          `${file}:${difference.copyLine} (${path.relative(root, copy.original)}:${difference.originalLine ?? '-'}): ${difference.message}`,
      );
      expect(differences).toEqual([]);
      expect(
        segmentsOutsideFences(copyText).fences,
        'a copy without a fence should be the original itself',
      ).toBeGreaterThan(0);
    });
  },
);
