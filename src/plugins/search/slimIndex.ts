import fs from 'node:fs/promises';
import path from 'node:path';
import type {CompactIndexJson} from './loadIndex';
import {CONTENT_INDEX, SEARCH_INDEX_FILE, contentFileOf, splitIndex} from './splitIndex';

/** The order of the plugin's five indexes in a file (its SearchDocumentType). */
const TITLE_INDEX = 0;

type Metadata = Record<string, {position?: unknown}>;
type InvertedIndexEntry = [term: string, postings: Record<string, number | Record<string, Metadata>>];
/** A field vector: the document's ref, then pairs of a term's index and its BM25 weight. */
type FieldVector = [ref: string, weights: number[]];
interface LunrIndex {
  version: string;
  fields: string[];
  invertedIndex: InvertedIndexEntry[];
  fieldVectors: FieldVector[];
  pipeline: string[];
}
interface IndexPart {
  documents: unknown[];
  index: LunrIndex;
}
interface SlimIndexPart {
  documents: unknown[];
  index: LunrIndex | CompactIndexJson;
}

/** Significant digits kept of each BM25 weight: ranks move by a few per cent at most. */
const WEIGHT_DIGITS = 2;

/**
 * Drops the match positions lunr stores for every occurrence of every term, in all but the title
 * index: they were over a third of each index, and the browser finds a snippet's words itself
 * (`matchPositions.ts`). Titles keep them: they are few, and the search page's article titles use
 * them. Each term weight of the field vectors (stored with up to 3 decimals, a third of what is
 * left) keeps 2 significant digits. The sections' text is then written compact.
 */
export function slimIndex(parts: IndexPart[]): SlimIndexPart[] {
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
    // Only the text is written compact: rebuilding the postings costs the browser more time than
    // the smaller download saves on the first file, whose hits come first.
    return type === CONTENT_INDEX ? {...part, index: compactIndex(part.index)} : part;
  });
}

/**
 * An index without match positions in compact form (`CompactIndexJson`, loaded by loadIndex.ts):
 * without positions, a term's posting only lists the documents whose field vectors already hold
 * the term, so the postings are left out and the browser rebuilds them from the vectors, whose
 * term indexes are written as differences. The whole site's text file is a fifth smaller with
 * Brotli. Fails if the postings name a document the vectors do not: lunr's builder writes both
 * from the same term frequencies.
 */
export function compactIndex({version, fields, invertedIndex, fieldVectors, pipeline}: LunrIndex): CompactIndexJson {
  const terms: string[] = [];
  let postings = 0;
  for (const [term, posting] of invertedIndex) {
    terms[posting._index as number] = term;
    for (const [field, documents] of Object.entries(posting)) {
      if (field !== '_index' && typeof documents !== 'number') postings += Object.keys(documents).length;
    }
  }
  let vectorTerms = 0;
  const compactVectors = fieldVectors.map(([ref, elements]): FieldVector => {
    const deltasAndWeights = elements.slice();
    for (let place = 0; place < elements.length; place += 2) {
      deltasAndWeights[place] = elements[place] - (place === 0 ? 0 : elements[place - 2]);
      vectorTerms += 1;
    }
    return [ref, deltasAndWeights];
  });
  if (terms.length !== invertedIndex.length || Object.keys(terms).length !== terms.length) {
    throw new Error('The search index has terms with the same or no _index');
  }
  if (postings !== vectorTerms) {
    throw new Error(`The search index has ${postings} postings but ${vectorTerms} terms in its field vectors`);
  }
  return {version, fields, terms, fieldVectors: compactVectors, pipeline};
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
