import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the search indexes are built from, relative to the site's folder: the content, the code that
 * renders it, and the code that writes and slims the indexes (src/search/, this folder, the
 * plugin's pinned version in upstream.ts).
 */
const INDEX_SOURCES = ['docs', 'blog', 'src', 'config', 'openapi', 'sidebars.ts', 'docusaurus.config.ts'];

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(file).isFile());
}

/**
 * The hash the browser asks for every index file with (`?_=<hash>`), which nginx serves as
 * immutable: it changes with anything the indexes are built from. The plugin's own hash covers only
 * the Markdown files, so a change to a page's code or to the index's format kept the old address.
 */
export function searchIndexHash(siteDir: string): string {
  const hash = crypto.createHash('md5');
  const files = INDEX_SOURCES.flatMap((source) => filesUnder(path.join(siteDir, source))).sort();
  for (const file of files) {
    hash.update(path.relative(siteDir, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}
