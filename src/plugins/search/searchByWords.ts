/**
 * The search's last resort, for questions in readers' words. The plugin's queries require every
 * word of the question (then every word but one): a question of six words that no single title,
 * description, keyword list or section holds all of finds nothing. This query takes the words one
 * by one and ranks the sections and pages by how much of the question they hold.
 */

/** The parts of a lunr index this uses (lunr ships no types). */
export interface LunrIndex {
  query(
    build: (query: {term(value: string, options: {presence: number; editDistance?: number}): void}) => void,
  ): LunrHit[];
  invertedIndex: Record<string, {t?: Record<string, unknown>}>;
  fieldVectors: Record<string, unknown>;
}

export interface LunrHit {
  ref: string;
  score: number;
  matchData: {metadata: Record<string, unknown>};
}

export interface WrappedIndex<Document> {
  documents: Document[];
  index: LunrIndex;
  /** The plugin's index type: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  type: number;
}

export interface WordHit<Document> {
  document: Document;
  type: number;
  hit: LunrHit;
  /** How much of the question the hit holds: the sum of its matched words' inverse document frequencies. */
  weight: number;
}

const byRefOf = new WeakMap<object[], Map<string, object>>();

/**
 * An index's entries by lunr ref, made once for each loaded list of entries: a question in words
 * can match thousands of sections, and every search looks its hits up.
 */
export function documentsByRef<Document extends {i: number | string}>(documents: Document[]): Map<string, Document> {
  let byRef = byRefOf.get(documents) as Map<string, Document> | undefined;
  if (!byRef) {
    byRef = new Map(documents.map((document) => [document.i.toString(), document]));
    byRefOf.set(documents, byRef);
  }
  return byRef;
}

/**
 * Each index's entry count and the inverse document frequencies computed so far: counting the
 * keys of the whole site's text index for every matched word of every hit took 530 ms of a search
 * page's query of three words (100 results, in Node).
 */
const idfCaches = new WeakMap<LunrIndex, {documentCount: number; idfs: Map<string, number>}>();

/** lunr's inverse document frequency of a term (as its BM25 scoring computes it). */
function idf(index: LunrIndex, term: string): number {
  let cache = idfCaches.get(index);
  if (cache === undefined) {
    cache = {documentCount: Object.keys(index.fieldVectors).length, idfs: new Map()};
    idfCaches.set(index, cache);
  }
  let value = cache.idfs.get(term);
  if (value === undefined) {
    const frequency = Object.keys(index.invertedIndex[term]?.t ?? {}).length;
    value = Math.log(1 + Math.abs((cache.documentCount - frequency + 0.5) / (frequency + 0.5)));
    cache.idfs.set(term, value);
  }
  return value;
}

/**
 * How the question's words are queried: each one optional (`lunr.Query.presence.OPTIONAL`), and
 * the misspelt ones (`misspeltWords`) matching the indexed words `editDistance` edits away (the
 * plugin's `fuzzyMatchingDistance`).
 */
export interface WordQuery {
  optional: number;
  misspelt: ReadonlySet<string>;
  editDistance: number;
}

/**
 * Words shorter than this are not taken for typos: one edit away from a short word are too many
 * others ("apns" is one from "apis").
 */
const MISSPELT_MIN_LENGTH = 5;

/**
 * The question's words that no index holds, of 5 letters or more: typos ("tranfer"). The plugin's
 * own queries match them at its fuzzy distance, but they require every word; taken one by one
 * without it, a misspelt word weighed nothing, and the pages of the question's other words came
 * first ("tranfer chat": pages that name Chat Center before the transfer pages). `stem` gives a
 * word as the index holds it.
 */
export function misspeltWords(
  indexes: {index: LunrIndex}[],
  words: string[],
  stem: (word: string) => string,
): Set<string> {
  return new Set(
    words.filter(
      (word) => word.length >= MISSPELT_MIN_LENGTH && !indexes.some(({index}) => index.invertedIndex[stem(word)]),
    ),
  );
}

/** Each index's last query by words: a search asks it twice (`searchByWords`, then `pageWeights`). */
const lastQueries = new WeakMap<LunrIndex, {key: string; hits: LunrHit[]}>();

/** The entries of an index that hold any of the words, with lunr's scores and matched terms. */
function queryAnyWord(index: LunrIndex, words: string[], {optional, misspelt, editDistance}: WordQuery): LunrHit[] {
  const key = JSON.stringify([words, [...misspelt], optional, editDistance]);
  const last = lastQueries.get(index);
  if (last?.key === key) return last.hits;
  const hits = index.query((query) => {
    for (const word of words) {
      query.term(word, misspelt.has(word) ? {presence: optional, editDistance} : {presence: optional});
    }
  });
  lastQueries.set(index, {key, hits});
  return hits;
}

/**
 * Hits of any of the words in every index, best first: the most of the question's weight (a rare
 * word weighs more than one every page has), then titles before headings, descriptions, keywords
 * and body text, then lunr's score.
 */
export function searchByWords<Document extends {i: number | string}>(
  indexes: WrappedIndex<Document>[],
  words: string[],
  wordQuery: WordQuery,
  exclude: Set<string>,
  limit: number,
): WordHit<Document>[] {
  const hits: WordHit<Document>[] = [];
  for (const {documents, index, type} of indexes) {
    const byRef = documentsByRef(documents);
    const found = queryAnyWord(index, words, wordQuery);
    for (const hit of found) {
      if (exclude.has(hit.ref)) continue;
      const document = byRef.get(hit.ref);
      if (!document) continue;
      const weight = Object.keys(hit.matchData.metadata).reduce((sum, term) => sum + idf(index, term), 0);
      hits.push({document, type, hit, weight});
    }
  }
  hits.sort((a, b) => b.weight - a.weight || a.type - b.type || b.hit.score - a.hit.score);
  const seen = new Set<string>();
  return hits.filter(({hit}) => !seen.has(hit.ref) && seen.add(hit.ref)).slice(0, limit);
}

/**
 * How much a matched word counts, by index type: a page's own title, description and keywords
 * speak for the whole page; its headings and body text (0.3) tell apart pages whose own words
 * match the question equally.
 */
const TYPE_FACTORS: Record<number, number> = {0: 1, 1: 0.3, 2: 1, 3: 1, 4: 0.3};

/**
 * How much of the question each page holds, by page id: the sum over the distinct words it
 * matches of their inverse document frequency, times the factor of the best place it matches them
 * in (`TYPE_FACTORS`). A page whose own title, description or keywords name the question is the
 * page about it, more than a section of another page that mentions its words.
 */
export function pageWeights<Document extends {i: number | string; p?: number | string}>(
  indexes: WrappedIndex<Document>[],
  words: string[],
  wordQuery: WordQuery,
): Map<string, number> {
  const termsByPage = new Map<string, Map<string, number>>();
  for (const {documents, index, type} of indexes) {
    const factor = TYPE_FACTORS[type] ?? 0;
    if (factor === 0) continue;
    const byRef = documentsByRef(documents);
    const found = queryAnyWord(index, words, wordQuery);
    for (const hit of found) {
      const document = byRef.get(hit.ref);
      const page = type === 0 ? document?.i : document?.p;
      if (page === undefined) continue;
      const terms = termsByPage.get(page.toString()) ?? new Map<string, number>();
      for (const term of Object.keys(hit.matchData.metadata)) {
        terms.set(term, Math.max(terms.get(term) ?? 0, factor * idf(index, term)));
      }
      termsByPage.set(page.toString(), terms);
    }
  }
  return new Map(
    [...termsByPage].map(([page, terms]) => [page, [...terms.values()].reduce((sum, weight) => sum + weight, 0)]),
  );
}

/**
 * The pages whose title is the question: the same words, stop words left out ("What is Parley Chat
 * Center"). A reader who types a page's title asks for that page, before pages that hold the same
 * words in longer titles and descriptions. `termsOf` gives a text's words as the index holds them.
 */
export function pagesTitled<Document extends {i: number | string; t: string}>(
  titles: Document[],
  question: string,
  termsOf: (text: string) => string[],
): Set<string> {
  const asked = new Set(termsOf(question));
  return new Set(
    titles
      .filter(({t}) => {
        const terms = new Set(termsOf(t));
        return terms.size === asked.size && [...terms].every((term) => asked.has(term));
      })
      .map(({i}) => i.toString()),
  );
}

/**
 * The identifiers a question holds whole (error codes and events such as CLIENT_ALREADY_EXISTS),
 * lowercase. The index holds their words apart (`wordSeparator.ts`), so that readers find them by
 * their words; a reader who types the code asks for the pages that name it.
 */
export function identifiersIn(question: string): string[] {
  return [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu) ?? [])];
}

/** The pages whose title, headings, description, keywords or text name one of the identifiers. */
export function pagesNaming<Document extends {i: number | string; t: string; p?: number | string}>(
  indexes: WrappedIndex<Document>[],
  identifiers: string[],
): Set<string> {
  const pages = new Set<string>();
  if (identifiers.length === 0) return pages;
  for (const {documents, type} of indexes) {
    for (const document of documents) {
      const text = document.t.toLowerCase();
      if (!identifiers.some((identifier) => text.includes(identifier))) continue;
      const page = type === 0 ? document.i : document.p;
      if (page !== undefined) pages.add(page.toString());
    }
  }
  return pages;
}

/**
 * Questions about when something came into the product: "when was Instagram added", "since
 * which release…", "which version introduced…". The release notes answer them, while the page
 * about the feature holds the same words and more of them. "When does the chat close" asks how,
 * not since when, and is left alone.
 */
const WHEN_RELEASED =
  /\b(?:when (?:did|was|were)|since (?:when|which)|(?:which|what) (?:version|release)|release (?:that|which))\b/i;

/** Whether the question asks since when the product does something (`WHEN_RELEASED`). */
export function asksWhenReleased(question: string): boolean {
  return WHEN_RELEASED.test(question);
}

/** Hits of one page at most: its title and two sections, so that a page of many matching sections
 * leaves room for other pages on the search page (the plugin lists a page's sections together). */
export const HITS_PER_PAGE = 3;

/**
 * Each page's best hit first, then the pages' further hits, each group in the given order, and
 * `HITS_PER_PAGE` of a page at most: eight hits of three pages hide the fourth page a reader was
 * after. A page's first hit is its title where the title is a hit: the plugin's own sort
 * (`sortSearchResults`) moves each heading or text hit to just after its page's title, and a title
 * among the further hits would take the page's first hit down with it.
 */
export function onePerPageFirst<Item>(
  items: Item[],
  pageOf: (item: Item) => string,
  isTitle: (item: Item) => boolean,
): Item[] {
  const titles = new Map(items.filter(isTitle).map((item) => [pageOf(item), item]));
  // Each page's title moved up to where the page's first hit was.
  const placed = new Set<string>();
  const titlesFirst = items.flatMap((item) => {
    const page = pageOf(item);
    if (placed.has(page)) return isTitle(item) ? [] : [item];
    placed.add(page);
    const title = titles.get(page);
    return title === undefined || title === item ? [item] : [title, item];
  });
  const counts = new Map<string, number>();
  const firsts: Item[] = [];
  const others: Item[] = [];
  for (const item of titlesFirst) {
    const page = pageOf(item);
    const count = counts.get(page) ?? 0;
    if (count === HITS_PER_PAGE) continue;
    counts.set(page, count + 1);
    (count === 0 ? firsts : others).push(item);
  }
  return [...firsts, ...others];
}
