/**
 * Builds the published package into mcp/dist: the bin and the module, each one ESM file with the
 * site's modules it uses (its search, `src/search/`, among them) bundled in, the npm dependencies
 * of package.json left to npm; then the types.
 * `npm run mcp` needs none of it: tsx runs the sources.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

const here = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dist = path.join(here, 'dist');

fs.rmSync(dist, {recursive: true, force: true});
await build({
  entryPoints: {'parley-docs-mcp': path.join(here, 'src/cli.ts'), index: path.join(here, 'src/index.ts')},
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // `.ts` first, as TypeScript resolves: a module never resolves to a React component of a similar name.
  resolveExtensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // Each dependency's own import path is kept (`@modelcontextprotocol/sdk/server/mcp.js`).
  external: Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
fs.chmodSync(path.join(dist, 'parley-docs-mcp.js'), 0o755);
execFileSync(
  'npx',
  [
    'tsc',
    '--declaration',
    '--emitDeclarationOnly',
    '--noEmit',
    'false',
    '--skipLibCheck',
    '--outDir',
    path.join(dist, 'types'),
    '--rootDir',
    path.resolve(here, '..'),
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--target',
    'es2022',
    '--strict',
    '--esModuleInterop',
    '--resolveJsonModule',
    '--types',
    'node',
    path.join(here, 'src/index.ts'),
  ],
  {stdio: 'inherit'},
);
