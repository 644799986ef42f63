import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where a production build leaves its bundle statistics (outside the published folder). */
export const BUNDLE_STATS_FILE = 'bundle-stats.json';

/** One module of the client bundle, as the bundler saw it (size before minification). */
export interface BundleModule {
  name: string;
  size: number;
}

/** One emitted chunk: its files and its modules. */
export interface BundleChunk {
  files: string[];
  modules: BundleModule[];
}

export interface BundleStats {
  /** The build folder these statistics describe (absolute). */
  outDir: string;
  chunks: BundleChunk[];
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsJson {
  chunks?: {files?: string[]; modules?: StatsModule[]}[];
}
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): StatsJson}) => void): void}};
}

/** A concatenated module stands for the modules inside it: list those. */
function flatModules(modules: StatsModule[] = []): BundleModule[] {
  return modules.flatMap((module) =>
    module.modules?.length ? flatModules(module.modules) : [{name: module.name ?? '?', size: module.size ?? 0}],
  );
}

/**
 * Writes the client bundle's chunks and their modules to `.docusaurus/bundle-stats.json` after a
 * production build, for `scripts/bench/bundles.ts` (which bytes of a page's first load are which
 * package's). Works with Rspack (Docusaurus Faster) and webpack alike: both hand the same stats.
 */
export default function bundleStats(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, BUNDLE_STATS_FILE);
  return {
    name: 'bundle-stats',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const writer = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('parley-bundle-stats', (stats) => {
            // Not `all: false`: Rspack then groups the modules inside a concatenated one and names none.
            const json = stats.toJson({
              chunks: true,
              chunkModules: true,
              nestedModules: true,
              chunkModulesSpace: 1_000_000,
              nestedModulesSpace: 1_000_000,
              modules: false,
              assets: false,
              reasons: false,
              source: false,
              usedExports: false,
              providedExports: false,
              optimizationBailout: false,
            });
            const result: BundleStats = {
              outDir: context.outDir,
              chunks: (json.chunks ?? []).map((chunk) => ({
                files: chunk.files ?? [],
                modules: flatModules(chunk.modules),
              })),
            };
            fs.writeFileSync(file, JSON.stringify(result));
          });
        },
      };
      return {plugins: [writer]};
    },
  };
}
