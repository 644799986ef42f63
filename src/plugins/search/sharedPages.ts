import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A page in no section that readers of some sections ask about: the guides' system requirements
 * and glossary, the APIs' overview (pagination, errors). Each of its sections' indexes holds it too,
 * so that a section's search finds it.
 */
export interface SharedPage {
  /** The page's route, without the leading slash (like the sections' paths). */
  path: string;
  /** The `searchContextByPaths` paths of the sections whose indexes hold it. */
  sections: string[];
}

/** An entry of the plugin's documents: a page (title index) or a part of one (`p` is its page). */
interface IndexDocument {
  i: number;
  u: string;
  p?: number;
}

interface IndexPart {
  documents: IndexDocument[];
  index: unknown;
}

/** The plugin's own index builder: the same lunr pipeline as its other indexes. */
export type BuildIndex = (documentsByType: IndexDocument[][]) => IndexPart[];

const indexFile = (outDir: string, section: string) =>
  path.join(outDir, section === '' ? 'search-index.json' : `search-index-${section.replace(/\//g, '-')}.json`);

const route = (url: string) => url.replace(/^\//, '').replace(/\/$/, '');

async function readIndex(file: string): Promise<IndexPart[]> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as IndexPart[];
}

/**
 * Rebuilds each section's index that shares pages with their entries added. Entry ids are unique
 * across the site (the plugin numbers them all), so a shared page keeps its ids.
 */
export async function addSharedPages(outDir: string, sharedPages: SharedPage[], buildIndex: BuildIndex): Promise<void> {
  if (sharedPages.length === 0) return;
  const site = await readIndex(indexFile(outDir, ''));
  const idsByPage = new Map(
    sharedPages.map(({path: pagePath}) => {
      const ids = site[0].documents.filter(({u}) => route(u) === pagePath).map(({i}) => i);
      if (ids.length === 0) throw new Error(`Search: the shared page /${pagePath} is not in the site's index`);
      return [pagePath, ids];
    }),
  );
  for (const section of new Set(sharedPages.flatMap(({sections}) => sections))) {
    const ids = new Set(
      sharedPages
        .filter(({sections}) => sections.includes(section))
        .flatMap(({path: pagePath}) => idsByPage.get(pagePath)!),
    );
    const file = indexFile(outDir, section);
    const parts = await readIndex(file);
    const documents = parts.map((part, type) => [
      ...part.documents,
      ...site[type].documents.filter((document) => ids.has(type === 0 ? document.i : (document.p ?? -1))),
    ]);
    await fs.writeFile(file, JSON.stringify(buildIndex(documents)));
  }
}
