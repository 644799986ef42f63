import type {BundleStats} from './index';

/** A file of a page's load as the browser fetched it: its path and its bytes on the wire. */
export interface ServedFile {
  path: string;
  encoded: number;
}

/** A module's package (node_modules/…) or its folder of this site (src/…, .docusaurus, docs…). */
export function moduleOwner(name: string): string {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(.*))?/.exec(clean);
  if (pkg) {
    // The theme's and core's own parts are worth telling apart.
    if (/^@docusaurus\/(?:theme-classic|theme-common|core)$/.test(pkg[1]!)) {
      const part = /^(?:lib|src)\/(?:client\/|theme\/|components\/|hooks\/|utils\/)?([^/.]+)/.exec(pkg[2] ?? '');
      return `${pkg[1]}/${part?.[1] ?? ''}`;
    }
    return pkg[1]!;
  }
  const site = /^\.\/((?:src\/[^/]+\/[^/]+)|(?:[^/]+\/[^/]+)|[^/]+)/.exec(clean);
  return site ? site[1]! : clean;
}

export interface OwnerBytes {
  owner: string;
  raw: number;
  /** Estimated Brotli bytes: the module's share of its file's Brotli size. */
  brotli: number;
}

/** Estimated bytes of each package or folder in the given files. */
export function ownersOf(stats: BundleStats, files: ServedFile[]): OwnerBytes[] {
  const owners = new Map<string, OwnerBytes>();
  for (const file of files) {
    const relative = file.path.replace(/^\//, '');
    const chunk = stats.chunks.find((candidate) => candidate.files.includes(relative));
    if (!chunk) continue;
    const kind = /\.css$/.test(relative) ? 'css' : 'js';
    const modules = chunk.modules.filter((module) => (kind === 'css') === /\.css$/.test(module.name));
    const total = modules.reduce((sum, module) => sum + module.size, 0);
    for (const module of modules) {
      const owner = `${moduleOwner(module.name)}${kind === 'css' ? ' (CSS)' : ''}`;
      const entry = owners.get(owner) ?? {owner, raw: 0, brotli: 0};
      entry.raw += module.size;
      entry.brotli += total ? (file.encoded * module.size) / total : 0;
      owners.set(owner, entry);
    }
  }
  return [...owners.values()].sort((a, b) => b.brotli - a.brotli);
}
