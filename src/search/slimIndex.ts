import fs from 'node:fs/promises';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import lunr from 'lunr';
import {postingsByTermIndex, weighTermCounts, type CompactIndexJson, type LunrIndexJson} from './loadIndex';
import {
  SEARCH_INDEX_FILE,
  contentFileOf,
  splitIndex,
  textFileOf,
  withPageFields,
  withoutPageFields,
} from './indexFiles';

type Metadata = Record<string, {position?: unknown}>;
type InvertedIndexEntry = [term: string, postings: Record<string, number | Record<string, Metadata>>];
/** A field vector: the document's ref, then pairs of a term's index and its BM25 weight or count. */
type FieldVector = [ref: string, elements: number[]];
interface LunrIndex {
  version: string;
  fields: string[];
  invertedIndex: InvertedIndexEntry[];
  fieldVectors: FieldVector[];
  pipeline: string[];
  termCounts?: true;
}
/** An entry of an index: a page, a heading, a description, keywords or a section; `t` is its text. */
interface IndexEntry {
  t?: unknown;
}
interface IndexPart {
  documents: IndexEntry[];
  index: LunrIndex;
}
interface SlimIndexPart {
  documents: IndexEntry[];
  index: LunrIndex | CompactIndexJson;
}

/**
 * Each term weight of the field vectors becomes the term's count in the field, which compresses to
 * a fraction of a weight's size and from which the browser computes lunr's weight again
 * (`weighTermCounts`; the whole site's text index two fifths smaller with Brotli than with weights
 * of two digits). Every index is then written compact, without the match positions lunr stores
 * for every occurrence of every term: they were over a third of each index, and the worker finds
 * the words to mark itself (`marks.ts`).
 */
export function slimIndex(parts: IndexPart[]): SlimIndexPart[] {
  return parts.map((part) => {
    const index: LunrIndex = {...part.index, fieldVectors: countVectors(part.index), termCounts: true};
    // Written compact: the whole site's first file is a fifth smaller with Brotli, for a few
    // milliseconds of rebuilding its postings.
    return {...part, index: compactIndex(index)};
  });
}

/**
 * The index's field vectors with each term's count in the field (its match positions, one for each
 * occurrence) in place of its weight. Fails unless the browser's weighing of the counts gives
 * lunr's weights exactly: an index built otherwise (boosts, other BM25 parameters) stops the build
 * rather than rank differently in the browser.
 */
function countVectors({fields, invertedIndex, fieldVectors}: LunrIndex): FieldVector[] {
  const counts = new Map<string, Map<number, number>>();
  for (const [term, postings] of invertedIndex) {
    for (const field of fields) {
      for (const [ref, metadata] of Object.entries(postings[field] as Record<string, Metadata>)) {
        const positions = metadata.position;
        if (!Array.isArray(positions)) throw new Error(`The search index has no match positions of "${term}"`);
        const fieldRef = `${field}/${ref}`;
        if (!counts.has(fieldRef)) counts.set(fieldRef, new Map());
        counts.get(fieldRef)!.set(postings._index as number, positions.length);
      }
    }
  }
  const counted = fieldVectors.map(([fieldRef, elements]): FieldVector => {
    const termCounts = counts.get(fieldRef);
    return [
      fieldRef,
      elements.map((value, place) => (place % 2 === 0 ? value : (termCounts?.get(elements[place - 1]) ?? 0))),
    ];
  });
  const weighed = counted.map(([fieldRef, elements]): FieldVector => [fieldRef, elements.slice()]);
  weighTermCounts(lunr, fields, weighed, postingsByTermIndex(invertedIndex as LunrIndexJson['invertedIndex']));
  fieldVectors.forEach(([fieldRef, elements], vector) => {
    const place = elements.findIndex((value, at) => weighed[vector][1][at] !== value);
    if (place !== -1) {
      throw new Error(
        `The search index's weight ${elements[place]} in ${fieldRef} is not lunr's BM25 of its term counts (${weighed[vector][1][place]})`,
      );
    }
  });
  return counted;
}

/**
 * An index without match positions, its vectors holding term counts, in compact form
 * (`CompactIndexJson`, loaded by loadIndex.ts): without positions, a term's posting only lists the
 * documents whose field vectors already hold the term, so the postings are left out and the
 * browser rebuilds them from the vectors, whose term indexes are written as differences. Fails if
 * the postings name a document the vectors do not: lunr's builder writes both from the same term
 * frequencies.
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
    const deltasAndCounts = elements.slice();
    for (let place = 0; place < elements.length; place += 2) {
      deltasAndCounts[place] = elements[place] - (place === 0 ? 0 : elements[place - 2]);
      vectorTerms += 1;
    }
    return [ref, deltasAndCounts];
  });
  if (terms.length !== invertedIndex.length || Object.keys(terms).length !== terms.length) {
    throw new Error('The search index has terms with the same or no _index');
  }
  if (postings !== vectorTerms) {
    throw new Error(`The search index has ${postings} postings but ${vectorTerms} terms in its field vectors`);
  }
  return {version, fields, terms, fieldVectors: compactVectors, pipeline};
}

/**
 * Rewrites every index file of a build slimmed, its entries without their pages' fields, and in
 * three files (`indexFiles.ts`). Fails unless the browser gets back every entry as the plugin wrote it.
 */
export async function slimSearchIndexes(outDir: string): Promise<void> {
  for (const name of await fs.readdir(outDir)) {
    if (!SEARCH_INDEX_FILE.test(name)) continue;
    const file = path.join(outDir, name);
    const slim = slimIndex(JSON.parse(await fs.readFile(file, 'utf8')) as IndexPart[]);
    const stored = withoutPageFields(slim);
    const pages = stored[0].documents;
    stored.forEach((part, type) => {
      if (!isDeepStrictEqual(withPageFields(structuredClone(part.documents), type, pages), slim[type].documents)) {
        throw new Error(`The entries of part ${type} of ${name} do not come back whole from their pages' fields`);
      }
    });
    const {first, content, texts} = splitIndex(stored);
    await fs.writeFile(file, JSON.stringify(first));
    await fs.writeFile(contentFileOf(file), JSON.stringify(content));
    await fs.writeFile(textFileOf(file), JSON.stringify(texts));
  }
}
