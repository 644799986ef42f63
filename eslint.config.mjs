// ESLint (`npm run lint`, part of npm test; no warning passes): the rules React and Docusaurus sites
// use. Copies of upstream files are linted too; a rule their original breaks is turned off for them
// below, so the copies stay comparable (src/theme/README.md).
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import upstreamCopies from './upstream-copies.json' with {type: 'json'};

/** The copies kept in upstream's formatting (upstream-copies.json) that ESLint lints: code, not styles. */
const copiesInUpstreamFormatting = upstreamCopies.copies
  .filter((copy) => copy.upstreamFormatting && !copy.file.endsWith('.css'))
  .map((copy) => copy.file);

export default tseslint.config(
  // What builds write, here and in the test fixtures' sites (a build may run beside the lint).
  {ignores: ['**/build/', '**/.docusaurus/', '.bench/', 'test-results/', '**/node_modules/', 'mcp/dist/']},
  // Every source file: JavaScript and JSX as well as TypeScript (ESLint lints only .js by default).
  {files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'], linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {plugins: {'@docusaurus': docusaurus}, rules: docusaurus.configs.recommended.rules},
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      // A leading underscore names what is left out on purpose (a destructured rest, an unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
    },
  },
  {
    // Playwright's fixtures call `use`, which is not React's.
    files: ['tests/e2e/**', 'tests/engines/**'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // A plain <a> where the address is no route of the site, which Link would route client-side or
    // open in a new tab: a mailto:, a Markdown twin or a download, an in-page anchor, another site.
    files: [
      'src/components/ApiReference/Endpoint.tsx',
      'src/components/ApiReference/ErrorCatalogue.tsx',
      'src/components/ApiReference/markdown.tsx',
      'src/components/ContactSupport/index.tsx',
      'src/components/PageActions/index.tsx',
      'src/components/SiblingSitesMenu/index.tsx',
      'src/theme/Footer/LinkItem/index.tsx',
      'tests/unit/mocks/**',
    ],
    rules: {'@docusaurus/no-html-links': 'off'},
  },
  {
    // Headings without the anchor link <Heading> adds: a card's title, a release note's title in a
    // list, and the section labels every API page repeats.
    files: [
      'src/components/ApiReference/Operation.tsx',
      'src/components/ApiReference/Webhook.tsx',
      'src/components/AudienceCards/index.tsx',
      'src/components/LatestReleaseNotes/index.tsx',
    ],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    // Copies of upstream files (src/theme/README.md): upstream's code and its eslint-disable comments
    // stay as they are, so that a copy differs from its original only in its [parley] fences.
    files: copiesInUpstreamFormatting,
    linterOptions: {reportUnusedDisableDirectives: 'off'},
    rules: {
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/exhaustive-deps': 'off',
      // Upstream's `usePrevious` reads a ref while rendering, and `useShallowMemoObject` spreads its
      // dependency list: both are what those hooks are for.
      'react-hooks/refs': 'off',
      'react-hooks/use-memo': 'off',
      // Upstream's callbacks keep their own dependency lists, which the React Compiler would infer otherwise.
      'react-hooks/preserve-manual-memoization': 'off',
      'jsx-a11y/no-autofocus': 'off',
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
);
