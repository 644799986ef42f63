/**
 * Loads a serialized lunr index as `lunr.Index.load` does, but with its token set (the words a
 * wildcard or fuzzy query expands over) built as a plain trie. lunr builds a minimized automaton,
 * which only saves memory: on the admin index (2,400 words) that took 62–76 ms of a fresh worker
 * before the first suggestion, the trie 14–21 ms. A query's expansion walks the paths of either
 * the same way and finds the same words.
 *
 * It also loads the compact form the build writes of an index without match positions
 * (`compactIndex` in slimIndex.ts): the terms and the field vectors only, the postings rebuilt
 * from the vectors, which name every term of every document with its weight.
 */
import type lunr from 'lunr';

type Lunr = typeof lunr;

/** A serialized index, as `lunr.Index.prototype.toJSON` writes it. */
export interface LunrIndexJson {
  version: string;
  fields: string[];
  fieldVectors: [ref: string, elements: number[]][];
  invertedIndex: [term: string, posting: object][];
  pipeline: string[];
}

/**
 * An index without match positions, without its postings: `terms[n]` is the term whose lunr
 * `_index` is n, and each field vector's term indexes are differences from the one before.
 */
export interface CompactIndexJson {
  version: string;
  fields: string[];
  terms: string[];
  fieldVectors: [ref: string, deltasAndWeights: number[]][];
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
type Posting = Record<string, number | Record<string, object>>;

/** lunr's field ref `field/docRef` (lunr.FieldRef.joiner), split at its first joiner. */
function splitFieldRef(fieldRef: string): [field: string, docRef: string] {
  const at = fieldRef.indexOf('/');
  return [fieldRef.slice(0, at), fieldRef.slice(at + 1)];
}

/** The postings and vectors of a compact index, as lunr's own form would load them. */
function expandCompact(
  lunrModule: Lunr,
  {fields, terms, fieldVectors: compactVectors}: CompactIndexJson,
): {invertedIndex: [term: string, posting: Posting][]; fieldVectors: Record<string, lunr.Vector>} {
  const postings = terms.map((_term, termIndex) => {
    const posting: Posting = {_index: termIndex};
    for (const field of fields) posting[field] = {};
    return posting;
  });
  const fieldVectors: Record<string, lunr.Vector> = {};
  for (const [fieldRef, deltasAndWeights] of compactVectors) {
    const [field, docRef] = splitFieldRef(fieldRef);
    const elements = new Array<number>(deltasAndWeights.length);
    let termIndex = 0;
    for (let place = 0; place < deltasAndWeights.length; place += 2) {
      termIndex += deltasAndWeights[place];
      elements[place] = termIndex;
      elements[place + 1] = deltasAndWeights[place + 1];
      (postings[termIndex][field] as Record<string, object>)[docRef] = {};
    }
    fieldVectors[fieldRef] = new lunrModule.Vector(elements);
  }
  // lunr's own form lists the terms sorted; the token set is built in that order.
  const invertedIndex = terms.map((term, termIndex): [string, Posting] => [term, postings[termIndex]]);
  invertedIndex.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {invertedIndex, fieldVectors};
}

export function loadIndex(lunrModule: Lunr, serialized: SerializedIndex): lunr.Index {
  let fieldVectors: Record<string, lunr.Vector> = {};
  let entries: [term: string, posting: object][];
  if (isCompactIndex(serialized)) {
    ({invertedIndex: entries, fieldVectors} = expandCompact(lunrModule, serialized));
  } else {
    for (const [ref, elements] of serialized.fieldVectors) fieldVectors[ref] = new lunrModule.Vector(elements);
    entries = serialized.invertedIndex;
  }
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
