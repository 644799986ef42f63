import path from 'node:path';
import {defineConfig} from 'vitest/config';

const mocks = path.resolve(import.meta.dirname, 'tests/unit/mocks');

// Unit tests run in Node by default; component and client-module tests opt into jsdom with
// a `// @vitest-environment jsdom` line. Docusaurus' virtual modules (@theme/…, @docusaurus/Link,
// …) exist only inside its bundler, so they resolve to small mocks in tests/unit/mocks.
export default defineConfig({
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: /^@theme-original\/(.*)$/, replacement: `${mocks}/theme-original/$1`},
      {find: /^@theme\/(.*)$/, replacement: `${mocks}/theme/$1`},
      {
        find: /^@docusaurus\/(Link|useDocusaurusContext|useBaseUrl|router|BrowserOnly|ExecutionEnvironment|Head|Translate|useIsBrowser|isInternalUrl)$/,
        replacement: `${mocks}/docusaurus/$1`,
      },
      {find: /^@site\/(.*)$/, replacement: `${path.resolve(import.meta.dirname)}/$1`},
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The test files share their workers' module cache instead of importing the OpenAPI tooling,
    // React and jsdom once each: a third off the unit tests' time. No test keeps state in a module
    // (mocks and stubbed globals are restored after each test), so no file depends on the one before.
    isolate: false,
    // npm test runs the unit tests beside the other checks before the build: compiling the SDK's
    // Java snippets or bundling the OpenAPI documents can take longer than 5 s on two busy cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
