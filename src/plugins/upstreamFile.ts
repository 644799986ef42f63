import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The folder of an installed package (not every package exports its package.json or a main file). */
function packageRoot(packageName: string): string {
  try {
    return path.dirname(require.resolve(`${packageName}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(packageName));
    while (path.basename(dir) !== path.basename(packageName) || !fs.existsSync(path.join(dir, 'package.json'))) {
      if (path.dirname(dir) === dir) throw new Error(`[parley] cannot find the folder of ${packageName}`);
      dir = path.dirname(dir);
    }
    return dir;
  }
}

/**
 * The absolute path of a file inside an upstream package, for a webpack alias or entry that
 * replaces it. An alias onto a path that no longer exists matches nothing and silently stops
 * applying, so a file that upstream moved or renamed fails the build here, naming what to check.
 */
export function upstreamFile(packageName: string, relativePath: string): string {
  const file = path.join(packageRoot(packageName), relativePath);
  if (!fs.existsSync(file)) {
    throw new Error(
      `[parley] ${packageName}/${relativePath} does not exist: upstream has moved a file that a plugin of ` +
        'src/plugins replaces. Compare the replacement with the new upstream file and update its path.',
    );
  }
  return file;
}

/**
 * A plugin that puts `replacement` in place of an upstream package's module, for both builds: a
 * webpack alias onto the upstream file (exact, `$`), found with `upstreamFile`.
 */
export function replacingPlugin(
  name: string,
  upstream: {packageName: string; file: string},
  replacement: string,
): Plugin {
  const upstreamModule = upstreamFile(upstream.packageName, upstream.file);
  return {
    name,
    configureWebpack: () => ({resolve: {alias: {[`${upstreamModule}$`]: replacement}}}),
  };
}
