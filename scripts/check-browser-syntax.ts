/**
 * The built JavaScript parses in every browser of the production browserslist (package.json).
 *
 *   npx tsx scripts/check-browser-syntax.ts [build]
 *
 * 1. es-check, driven by the browserslist: no syntax newer than the ECMAScript edition the oldest
 *    listed browser supports.
 * 2. Regular-expression syntax, which es-check does not look into and which a browser that
 *    otherwise supports an edition may still lack: a literal with look-behind makes Safari before
 *    16.4 reject the whole chunk. Every regex literal is parsed (regexpp, the parser ESLint uses)
 *    and checked against the first Safari version of each feature.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {tokenizer, tokTypes} from 'acorn';
import {RegExpParser, visitRegExpAST} from '@eslint-community/regexpp';
import browserslist from 'browserslist';

/** First Safari (macOS and iOS) version with each feature (MDN browser-compat-data). */
const SAFARI_REGEX_SUPPORT: Record<string, number> = {
  'look-behind assertion': 16.4,
  'v flag (unicode sets)': 17,
  'inline modifiers': 26,
};

/** The oldest Safari (desktop or iOS) that the production browserslist includes, if any. */
export function oldestSafari(queries = browserslist.loadConfig({path: '.', env: 'production'})): number | undefined {
  const versions = browserslist(queries ?? browserslist.defaults)
    .filter((entry) => entry.startsWith('safari ') || entry.startsWith('ios_saf '))
    .map((entry) => Number.parseFloat(entry.split(' ')[1]));
  return versions.length > 0 ? Math.min(...versions) : undefined;
}

/** The regex features of one script that the given Safari version cannot parse. */
export function unsupportedRegexFeatures(code: string, safari: number): string[] {
  const found = new Set<string>();
  const parser = new RegExpParser({ecmaVersion: 2025});
  for (const token of tokenizer(code, {ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true})) {
    if (token.type !== tokTypes.regexp) continue;
    const {pattern, flags} = (token as unknown as {value: {pattern: string; flags: string}}).value;
    if (flags.includes('v')) found.add('v flag (unicode sets)');
    const ast = parser.parsePattern(pattern, 0, pattern.length, {
      unicode: flags.includes('u'),
      unicodeSets: flags.includes('v'),
    });
    visitRegExpAST(ast, {
      onAssertionEnter(node) {
        if (node.kind === 'lookbehind') found.add('look-behind assertion');
      },
      onModifiersEnter() {
        found.add('inline modifiers');
      },
    });
  }
  return [...found].filter((feature) => SAFARI_REGEX_SUPPORT[feature] > safari);
}

function main(): void {
  const buildDir = process.argv[2] ?? 'build';
  const scripts = path.join(buildDir, 'assets', 'js');
  const esCheck = spawnSync('npx', ['es-check', 'checkBrowser', `${scripts}/*.js`, '--checkFeatures'], {
    stdio: 'inherit',
    env: {...process.env, BROWSERSLIST_ENV: 'production'},
  });
  let failed = esCheck.status !== 0;

  const safari = oldestSafari();
  if (safari !== undefined) {
    const files = fs.readdirSync(scripts).filter((name) => name.endsWith('.js'));
    for (const name of files) {
      const unsupported = unsupportedRegexFeatures(fs.readFileSync(path.join(scripts, name), 'utf8'), safari);
      if (unsupported.length > 0) {
        failed = true;
        console.error(`${name}: ${unsupported.join(', ')} (not parsed by Safari ${safari})`);
      }
    }
    console.log(`Regex syntax of ${files.length} scripts checked against Safari ${safari}.`);
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
