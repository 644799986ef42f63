/**
 * Loads a serialized lunr index as `lunr.Index.load` does, but with its token set (the words a
 * wildcard or fuzzy query expands over) built as a plain trie. lunr builds a minimized automaton,
 * which only saves memory: on the admin index (2,400 words) that took 62–76 ms of a fresh worker
 * before the first suggestion, the trie 14–21 ms. A query's expansion walks the paths of either
 * the same way and finds the same words.
 *
 * It also loads the forms the build writes (slimIndex.ts): field vectors that hold each term's
 * count instead of its weight (`termCounts`), weighed here as lunr's builder weighs them, and the
 * compact form of an index without match positions (`compactIndex`): the terms and the field
 * vectors only, the postings rebuilt from the vectors, which name every term of every document.
 */
import type lunr from 'lunr';

type Lunr = typeof lunr;

/**
 * A serialized index, as `lunr.Index.prototype.toJSON` writes it, or as the build slims it: with
 * `termCounts`, each field vector holds its terms' counts in place of their weights.
 */
export interface LunrIndexJson {
  version: string;
  fields: string[];
  fieldVectors: [ref: string, elements: number[]][];
  invertedIndex: [term: string, posting: object][];
  pipeline: string[];
  termCounts?: true;
}

/**
 * An index without match positions, without its postings: `terms[n]` is the term whose lunr
 * `_index` is n, and each field vector holds pairs of a term index, as a difference from the one
 * before, and the term's count in the field.
 */
export interface CompactIndexJson {
  version: string;
  fields: string[];
  terms: string[];
  fieldVectors: [ref: string, deltasAndCounts: number[]][];
  pipeline: string[];
}

export type SerializedIndex = LunrIndexJson | CompactIndexJson;

export function isCompactIndex(serialized: SerializedIndex): serialized is CompactIndexJson {
  return 'terms' in serialized;
}

/** The index's terms, whichever form it is in. */
export function termsOf(serialized: SerializedIndex): string[] {
  return isCompactIndex(serialized) ? serialized.terms : serialized.invertedIndex.map(([term]) => term);
}

/** One node of lunr's TokenSet, whose fields lunr's types do not declare. */
interface TokenSetNode {
  final: boolean;
  edges: Record<string, TokenSetNode>;
}

/** A term's posting as lunr keeps it: its place in the vectors, then each field's documents. */
export type Posting = Record<string, number | Record<string, object>>;

/** lunr's idf, which its types do not declare. */
interface LunrIdf {
  idf(posting: Posting, documentCount: number): number;
}

/** lunr.Builder's BM25 parameters (its defaults, which the plugin keeps; an index does not record them). */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * Replaces each count of field vectors of term counts (`[termIndex, count, …]`) with the term's
 * weight as lunr's builder writes it (`[termIndex, weight, …]`), in place (the whole site's text
 * index has 100,000 of them, better not copied twice on their way in): BM25 over the field's
 * length (its terms' counts added up) and the average length of the field, lunr's idf, no
 * boosts, 3 decimals (`lunr.Builder.prototype.createFieldVectors`). `postings[n]` is the posting
 * of term index n. The build checks that this gives lunr's own weights (slimIndex.ts).
 */
export function weighTermCounts(
  lunrModule: Lunr,
  fields: string[],
  countVectors: [fieldRef: string, elements: number[]][],
  postings: Posting[],
): void {
  const lengths = countVectors.map(([, elements]) => {
    let length = 0;
    for (let place = 1; place < elements.length; place += 2) length += elements[place];
    return length;
  });
  const totals = new Map(fields.map((field) => [field, {length: 0, vectors: 0}]));
  const documents = new Set<string>();
  countVectors.forEach(([fieldRef], vector) => {
    const [field, docRef] = splitFieldRef(fieldRef);
    const total = totals.get(field)!;
    total.length += lengths[vector];
    total.vectors += 1;
    documents.add(docRef);
  });
  const averageLengths = new Map([...totals].map(([field, {length, vectors}]) => [field, length / vectors]));
  const idfs: number[] = [];
  const {idf} = lunrModule as unknown as LunrIdf;
  countVectors.forEach(([fieldRef, elements], vector) => {
    const lengthRatio = lengths[vector] / averageLengths.get(splitFieldRef(fieldRef)[0])!;
    for (let place = 0; place < elements.length; place += 2) {
      const termIndex = elements[place];
      const count = elements[place + 1];
      const termIdf = (idfs[termIndex] ??= idf(postings[termIndex], documents.size));
      // The same operations in the same order as lunr's builder, so the same rounding.
      const score = (termIdf * ((BM25_K1 + 1) * count)) / (BM25_K1 * (1 - BM25_B + BM25_B * lengthRatio) + count);
      elements[place + 1] = Math.round(score * 1000) / 1000;
    }
  });
}

/** lunr's field ref `field/docRef` (lunr.FieldRef.joiner), split at its first joiner. */
function splitFieldRef(fieldRef: string): [field: string, docRef: string] {
  const at = fieldRef.indexOf('/');
  return [fieldRef.slice(0, at), fieldRef.slice(at + 1)];
}

/**
 * A posting's metadata of a document, in an index without positions: lunr only reads it (its
 * MatchData copies what it holds), so every posting shares one.
 */
const NO_METADATA = Object.freeze({});

/**
 * An object for a posting's documents, whose keys are lunr's refs: integers, most of them sparse.
 * Given such keys one by one, V8 keeps an object's integer keys in an array as long as its largest
 * key (under 1,024): the administrators' first file took six times the memory of lunr's own form,
 * which JSON.parse reads into a dictionary. A key beyond any array's length makes the object a
 * dictionary from the start; it is deleted at once.
 */
function sparseObject(): Record<string, object> {
  const documents: Record<string, object> = {};
  documents[LARGEST_ARRAY_INDEX] = NO_METADATA;
  delete documents[LARGEST_ARRAY_INDEX];
  return documents;
}
const LARGEST_ARRAY_INDEX = 2 ** 32 - 2;

/** The postings and weighed vectors of a compact index, as lunr's own form would load them. */
function expandCompact(
  lunrModule: Lunr,
  {fields, terms, fieldVectors: compactVectors}: CompactIndexJson,
): {invertedIndex: [term: string, posting: Posting][]; vectors: [fieldRef: string, elements: number[]][]} {
  const postings = terms.map((_term, termIndex) => {
    const posting: Posting = {_index: termIndex};
    for (const field of fields) posting[field] = sparseObject();
    return posting;
  });
  const countVectors = compactVectors.map(([fieldRef, deltasAndCounts]): [string, number[]] => {
    const elements = deltasAndCounts.slice();
    let termIndex = 0;
    for (let place = 0; place < deltasAndCounts.length; place += 2) {
      termIndex += deltasAndCounts[place];
      elements[place] = termIndex;
    }
    return [fieldRef, elements];
  });
  for (const [fieldRef, elements] of countVectors) {
    const [field, docRef] = splitFieldRef(fieldRef);
    for (let place = 0; place < elements.length; place += 2) {
      (postings[elements[place]][field] as Record<string, object>)[docRef] = NO_METADATA;
    }
  }
  // lunr's own form lists the terms sorted; the token set is built in that order.
  const invertedIndex = terms.map((term, termIndex): [string, Posting] => [term, postings[termIndex]]);
  invertedIndex.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  weighTermCounts(lunrModule, fields, countVectors, postings);
  return {invertedIndex, vectors: countVectors};
}

/** The postings of a lunr-form index by term index (its `_index`). */
export function postingsByTermIndex(invertedIndex: [term: string, posting: object][]): Posting[] {
  const postings: Posting[] = [];
  for (const [, posting] of invertedIndex) postings[(posting as Posting)._index as number] = posting as Posting;
  return postings;
}

export function loadIndex(lunrModule: Lunr, serialized: SerializedIndex): lunr.Index {
  let vectors: [fieldRef: string, elements: number[]][];
  let entries: [term: string, posting: object][];
  if (isCompactIndex(serialized)) {
    ({invertedIndex: entries, vectors} = expandCompact(lunrModule, serialized));
  } else {
    entries = serialized.invertedIndex;
    vectors = serialized.fieldVectors;
    if (serialized.termCounts) {
      // Weighed in a copy: the serialized index stays as it was given.
      vectors = vectors.map(([fieldRef, elements]) => [fieldRef, elements.slice()]);
      weighTermCounts(lunrModule, serialized.fields, vectors, postingsByTermIndex(entries));
    }
  }
  const fieldVectors: Record<string, lunr.Vector> = {};
  for (const [ref, elements] of vectors) fieldVectors[ref] = new lunrModule.Vector(elements);
  const invertedIndex: Record<string, object> = Object.create(null);
  const tokenSet = new lunrModule.TokenSet();
  for (const [term, posting] of entries) {
    invertedIndex[term] = posting;
    let node = tokenSet as unknown as TokenSetNode;
    // By UTF-16 unit, as lunr splits the query's words.
    for (let place = 0; place < term.length; place += 1) {
      node = node.edges[term[place]] ??= new lunrModule.TokenSet() as unknown as TokenSetNode;
    }
    node.final = true;
  }
  // lunr's types declare the constructor's attributes loosely: these are the fields load sets.
  const attributes = {
    fields: serialized.fields,
    fieldVectors,
    invertedIndex,
    tokenSet,
    pipeline: lunrModule.Pipeline.load(serialized.pipeline),
  } as unknown as ConstructorParameters<typeof lunrModule.Index>[0];
  return new lunrModule.Index(attributes);
}
