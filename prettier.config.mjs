// Prettier (`npm run format:check`, part of npm test). Copies of upstream files kept in upstream's
// formatting (upstream-copies.json) are left as they are, so that `diff` against the original shows
// only the [parley] fences: Prettier formats a file there only if it carries a @format pragma, which
// none does.
import upstreamCopies from './upstream-copies.json' with {type: 'json'};

/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  printWidth: 120,
  arrowParens: 'always',
  overrides: [
    {
      files: upstreamCopies.copies.filter((copy) => copy.upstreamFormatting).map((copy) => copy.file),
      options: {requirePragma: true},
    },
  ],
};
