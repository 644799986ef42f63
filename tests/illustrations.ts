import fs from 'node:fs';
import path from 'node:path';

/** An illustration of the docs and the pages whose markdown shows it. */
export interface Illustration {
  file: string;
  pages: {route: string; alt: string}[];
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every SVG under docs/**\/img/, with the pages that use it through markdown image syntax. */
export function findIllustrations(docsDir = 'docs'): Illustration[] {
  const files = walk(docsDir);
  const svgs = files.filter((file) => /\/img\/[^/]+\.svg$/.test(file));
  const pages = files.filter((file) => /\.mdx?$/.test(file));
  return svgs.map((svg) => ({
    file: svg,
    pages: pages.flatMap((page) => {
      const source = fs.readFileSync(page, 'utf8');
      return [...source.matchAll(/!\[([^\]]*)\]\(([^)\s]+\.svg)\)/g)]
        .filter(([, , target]) => path.resolve(path.dirname(page), target) === path.resolve(svg))
        .map(([, alt]) => ({route: `/${page.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`, alt}));
    }),
  }));
}
