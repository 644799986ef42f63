import {describe, expect, it} from 'vitest';
import {oldestSafari, unsupportedRegexFeatures} from '../../scripts/check-browser-syntax';
import {MAX_DESCRIPTION, descriptionProblem, findHazards} from '../../scripts/check-content';
import {upstreamFile} from '../../src/plugins/upstreamFile';
import {
  SEARCH_PACKAGE,
  THEME_MODULES_USED,
  checkSearchPackageVersion,
  installedSearchPackageVersion,
} from '../../src/plugins/search/upstream';

describe('upstream files replaced by a plugin', () => {
  it('resolves a file that exists in the installed package', () => {
    expect(upstreamFile('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js')).toMatch(
      /node_modules\/@docusaurus\/theme-common\/lib\/hooks\/useWindowSize\.js$/,
    );
  });

  it('fails loudly, naming the file, when upstream has moved it', () => {
    expect(() => upstreamFile('@docusaurus/theme-common', 'lib/hooks/useWindowSizeMoved.js')).toThrow(
      /@docusaurus\/theme-common\/lib\/hooks\/useWindowSizeMoved\.js does not exist/,
    );
  });
});

describe('the search plugin files the site uses unchanged', () => {
  it('finds every theme module the swizzled components import in the installed package', () => {
    for (const file of Object.values(THEME_MODULES_USED)) {
      expect(() => upstreamFile(SEARCH_PACKAGE, file)).not.toThrow();
    }
  });

  it('accepts the installed version and fails the build on another, naming both', () => {
    expect(() => checkSearchPackageVersion()).not.toThrow();
    expect(() => checkSearchPackageVersion('0.53.0')).toThrow(
      new RegExp(
        `is 0\\.53\\.0, but .* swizzled its files from ${installedSearchPackageVersion().replace(/\./g, '\\.')}`,
      ),
    );
  });
});

describe('regex syntax of the built scripts', () => {
  it('finds a look-behind, which Safari before 16.4 cannot parse', () => {
    expect(unsupportedRegexFeatures('a.split(/(?<=\\.|\\[\\])/)', 15)).toEqual(['look-behind assertion']);
    expect(unsupportedRegexFeatures('a.split(/(?<!x)y/)', 16)).toEqual(['look-behind assertion']);
    expect(unsupportedRegexFeatures('a.split(/(?<=x)/)', 16.4)).toEqual([]);
  });

  it('passes look-ahead, named groups and a division that looks like a regex', () => {
    expect(unsupportedRegexFeatures('/(?=x)(?<name>y)/.test(a); var b = c / d / e;', 15)).toEqual([]);
  });

  it('reads the oldest Safari from the production browserslist', () => {
    expect(oldestSafari(['safari >= 15', 'chrome >= 120'])).toBe(15);
    expect(oldestSafari(['chrome >= 120'])).toBeUndefined();
  });
});

describe('content check hazards', () => {
  it("flags alt text that the build would show escaped (agent's → agent&#39;s)", () => {
    expect(findHazards("![One agent's threads](img/a.svg)\n")).toEqual([
      expect.stringMatching(/line 1: the alt text holds/),
    ]);
    expect(findHazards('![The threads of one agent](img/a.svg)\n')).toEqual([]);
  });
});

describe('content check descriptions', () => {
  it('asks for a description of at most 160 characters', () => {
    expect(descriptionProblem(undefined)).toBe('no `description`');
    expect(descriptionProblem('  ')).toBe('no `description`');
    expect(descriptionProblem('x'.repeat(MAX_DESCRIPTION))).toBeUndefined();
    expect(descriptionProblem('x'.repeat(MAX_DESCRIPTION + 1))).toBe('`description` of 161 characters (at most 160)');
  });
});
