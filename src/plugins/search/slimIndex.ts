import fs from 'node:fs/promises';
import path from 'node:path';
import {SEARCH_INDEX_FILE, contentFileOf, splitIndex} from './splitIndex';

/** The order of the plugin's five indexes in a file (its SearchDocumentType). */
const TITLE_INDEX = 0;

type Metadata = Record<string, {position?: unknown}>;
type InvertedIndexEntry = [term: string, postings: Record<string, number | Record<string, Metadata>>];
/** A field vector: the document's ref, then pairs of a term's index and its BM25 weight. */
type FieldVector = [ref: string, weights: number[]];
interface IndexPart {
  documents: unknown[];
  index: {invertedIndex: InvertedIndexEntry[]; fieldVectors: FieldVector[]};
}

/** Significant digits kept of each BM25 weight: ranks move by a few per cent at most. */
const WEIGHT_DIGITS = 2;

/**
 * Drops the match positions lunr stores for every occurrence of every term, in all but the title
 * index: they were over a third of each index, and the browser finds a snippet's words itself
 * (`matchPositions.ts`). Titles keep them: they are few, and the search page's article titles use
 * them. Each term weight of the field vectors (stored with up to 3 decimals, a third of what is
 * left) keeps 2 significant digits.
 */
export function slimIndex(parts: IndexPart[]): IndexPart[] {
  return parts.map((part, type) => {
    for (const [, weights] of part.index.fieldVectors) {
      // Even places hold term indexes, odd places their weights.
      for (let place = 1; place < weights.length; place += 2) {
        weights[place] = Number(weights[place].toPrecision(WEIGHT_DIGITS));
      }
    }
    if (type === TITLE_INDEX) return part;
    for (const [, postings] of part.index.invertedIndex) {
      for (const [field, documents] of Object.entries(postings)) {
        if (field === '_index' || typeof documents === 'number') continue;
        for (const ref of Object.keys(documents)) documents[ref] = {};
      }
    }
    return part;
  });
}

/** Rewrites every index file of a build slimmed, and in two files (`splitIndex.ts`). */
export async function slimSearchIndexes(outDir: string): Promise<void> {
  for (const name of await fs.readdir(outDir)) {
    if (!SEARCH_INDEX_FILE.test(name)) continue;
    const file = path.join(outDir, name);
    const {first, content} = splitIndex(slimIndex(JSON.parse(await fs.readFile(file, 'utf8')) as IndexPart[]));
    await fs.writeFile(file, JSON.stringify(first));
    await fs.writeFile(contentFileOf(file), JSON.stringify(content));
  }
}
