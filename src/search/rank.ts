/**
 * The site's ranking, for questions in readers' words, over an index as far as it is loaded
 * (`LoadedIndex`). Every word is looked up on its own (a question of six words that no single
 * entry holds all of still finds its pages), and pages are ranked by how much of the question
 * their own title, description and keywords hold: the sum over the question's words of the
 * word's rarity (lunr's inverse document frequency), counted where the page matches it best.
 *
 * Results never move once shown: first come the pages that the index's first file (titles,
 * descriptions, keywords) ranks alone, in an order computed from that file only, so the first
 * file's answer is the start of the whole index's. Then every other page by all it holds, and
 * last each page's best sections: what the whole index adds comes below what the first file
 * showed. A question whose ranking the first file cannot know (a long word it does not hold may
 * be a typo or a word of the text only; an error code may be named in the text only) has no
 * answer from the first file: its results appear once ranked.
 */
import lunr from 'lunr';
import {markedWords} from './marks';
import {DocumentType, type IndexDocument, type SearchHit, type WrappedIndex} from './types';
import {asksWhenReleased, identifiersIn, questionWords, type QuestionWord} from './words';

export interface RankOptions {
  /** How many hits at most. */
  limit: number;
  /** The release notes' address, with its trailing slash: the answer to "when was … added". */
  releaseNotesPrefix: string;
  /** How many edits a misspelt word may be from an indexed one (the plugin's `fuzzyMatchingDistance`). */
  editDistance: number;
}

/** A ranking, and whether it is final: false when the first file alone cannot rank the question. */
export interface Ranking {
  hits: SearchHit[];
  final: boolean;
}

/** The first file's indexes: what a page says of itself. */
const FIRST_FILE_TYPES: ReadonlySet<DocumentType> = new Set([
  DocumentType.Title,
  DocumentType.Description,
  DocumentType.Keywords,
]);

/**
 * How much a word matched in each index counts for its page: a page's own title, description and
 * keywords speak for the whole page; its headings and text (0.3) rank the pages that only they match.
 */
const FIELD_FACTORS: Record<DocumentType, number> = {0: 1, 1: 0.3, 2: 1, 3: 1, 4: 0.3};

/**
 * The first file ranks a page alone when its own words hold this share of what the best page's
 * hold: a page whose title only shares a common word with the question is ranked with the others,
 * by all it holds.
 */
const OWN_SHARE = 0.6;

/** An entry that holds a word being typed only as the start of a longer word counts this much. */
const COMPLETED_FACTOR = 0.5;

/**
 * Words shorter than this are not taken for typos: one edit away from a short word are too many
 * others ("apns" is one from "apis").
 */
const MISSPELT_MIN_LENGTH = 5;

/** Hits of one page at most: its own and two of its sections, so that eight hits name several pages. */
export const HITS_PER_PAGE = 3;

/** How a word is looked up: as the index holds it, completed while it is typed, or corrected. */
interface WordLookup {
  word: QuestionWord;
  misspelt: boolean;
}

/** A word's match in one entry: how much it counts, and the index's terms it matched. */
interface EntryMatch {
  contribution: number;
  terms: string[];
}

/** An entry that matched words of the question. */
interface MatchedEntry {
  document: IndexDocument;
  type: DocumentType;
  page: string;
  /** By the word's place in the question. */
  matches: Map<number, EntryMatch>;
  score: number;
}

const byRefCache = new WeakMap<IndexDocument[], Map<string, IndexDocument>>();

/** An index's entries by lunr ref, made once per loaded list of entries. */
function documentsByRef(documents: IndexDocument[]): Map<string, IndexDocument> {
  let byRef = byRefCache.get(documents);
  if (!byRef) {
    byRef = new Map(documents.map((document) => [String(document.i), document]));
    byRefCache.set(documents, byRef);
  }
  return byRef;
}

const idfCache = new WeakMap<lunr.Index, Map<string, number>>();

/** lunr's inverse document frequency of a term in an index (as its BM25 scoring computes it). */
function idf(index: lunr.Index, term: string): number {
  let cache = idfCache.get(index);
  if (!cache) {
    cache = new Map();
    idfCache.set(index, cache);
  }
  let value = cache.get(term);
  if (value === undefined) {
    const internals = index as unknown as {
      invertedIndex: Record<string, Record<string, Record<string, unknown>>>;
      fieldVectors: Record<string, unknown>;
    };
    let documentCount = cache.get('\u0000documents');
    if (documentCount === undefined) {
      documentCount = Object.keys(internals.fieldVectors).length;
      cache.set('\u0000documents', documentCount);
    }
    const posting = internals.invertedIndex[term] ?? {};
    const frequency = Object.values(posting).reduce(
      (count, field) => count + (typeof field === 'object' ? Object.keys(field).length : 0),
      0,
    );
    value = Math.log(1 + Math.abs((documentCount - frequency + 0.5) / (frequency + 0.5)));
    cache.set(term, value);
  }
  return value;
}

const holds = (index: lunr.Index, term: string) =>
  Object.prototype.hasOwnProperty.call((index as unknown as {invertedIndex: object}).invertedIndex, term);

/** The entries of one index that match a word, each with lunr's score and the terms it matched. */
function lookUp(index: lunr.Index, {word, misspelt}: WordLookup, editDistance: number): lunr.Index.Result[] {
  return index.query((query) => {
    query.term(word.word, {presence: lunr.Query.presence.OPTIONAL});
    if (word.typing) {
      query.term(word.word, {
        presence: lunr.Query.presence.OPTIONAL,
        wildcard: lunr.Query.wildcard.TRAILING,
        usePipeline: false,
      });
    }
    if (misspelt && editDistance > 0) {
      query.term(word.word, {presence: lunr.Query.presence.OPTIONAL, editDistance});
    }
  });
}

/** The page an entry belongs to: its own id for a title, its page's for the others. */
const pageOfEntry = (document: IndexDocument, type: DocumentType) =>
  String(type === DocumentType.Title ? document.i : document.p);

/** The question's words as lunr would index the title: to tell a page whose title is the question. */
function titleTerms(text: string): Set<string> {
  return new Set(questionWords(`${text} `).map(({stem}) => stem));
}

interface PageRank {
  page: string;
  /** How much of the question its title, description and keywords hold. */
  ownScore: number;
  /** lunr's scores of its own matched words, which tell apart pages whose own words hold as much. */
  ownLunrScore: number;
  /** How much of the question its headings and sections hold, and all its entries. */
  sectionsScore: number;
  wholeScore: number;
  titled: boolean;
  naming: boolean;
  releaseNote: boolean;
  /** Its best entry of the first file, and its entries of the other two indexes, best first. */
  ownEntry?: MatchedEntry;
  sections: MatchedEntry[];
}

function scoreOf(entries: MatchedEntry[], wordCount: number): number {
  let sum = 0;
  for (let place = 0; place < wordCount; place += 1) {
    let best = 0;
    for (const entry of entries) best = Math.max(best, entry.matches.get(place)?.contribution ?? 0);
    sum += best;
  }
  return sum;
}

const entryWeight = (entry: MatchedEntry) =>
  [...entry.matches.values()].reduce((sum, {contribution}) => sum + contribution, 0);

/** Entries best first: the most of the question, then titles before headings and sections, then lunr's score. */
const byWeight = (a: MatchedEntry, b: MatchedEntry) =>
  entryWeight(b) - entryWeight(a) || a.type - b.type || b.score - a.score || a.document.i - b.document.i;

/** The ranking of a question over the indexes loaded so far (`indexes` holds the first file's three, or all five). */
export function rank(indexes: WrappedIndex[], question: string, options: RankOptions): Ranking {
  const complete = indexes.some(({type}) => !FIRST_FILE_TYPES.has(type));
  const words = questionWords(question);
  if (words.length === 0) return {hits: [], final: true};
  const firstFile = indexes.filter(({type}) => FIRST_FILE_TYPES.has(type));
  const identifiers = identifiersIn(question);
  // A long word that no loaded index holds is a typo, unless the index still to come holds it.
  const held = (word: QuestionWord, among: WrappedIndex[]) => among.some(({index}) => holds(index, word.stem));
  // A word being typed is completed unless the first file holds it as it is; a long word no index
  // holds is corrected, unless it is being typed and the first file completes it. Both decided by
  // the first file where they can be, so that its answer and the whole index's agree.
  const completes = (word: QuestionWord) =>
    firstFile.some(({index}) => lookUp(index, {word, misspelt: false}, 0).length > 0);
  const lookups: WordLookup[] = words.map((word) => {
    const typing = word.typing && !held(word, firstFile);
    const completed = typing && completes({...word, typing});
    return {
      word: {...word, typing},
      misspelt: !completed && word.word.length >= MISSPELT_MIN_LENGTH && !held(word, indexes),
    };
  });
  const final =
    complete || (identifiers.length === 0 && !lookups.some(({word, misspelt}) => misspelt && !held(word, firstFile)));

  // Every word looked up in every index. A word's rarity in the first file is counted over pages
  // (a page holds it if its title, description or keywords do), so that a page scores the same
  // whichever of the three holds the word: each index counts its own words apart.
  const titles = indexes.find(({type}) => type === DocumentType.Title)?.documents ?? [];
  const pagesById = documentsByRef(titles);
  const found = indexes.map(({documents, index, type}) => ({
    type,
    index,
    byRef: documentsByRef(documents),
    hits: lookups.map((lookup) => lookUp(index, lookup, options.editDistance)),
  }));
  const pageRarity = lookups.map((_, place) => {
    const holding = new Set<string>();
    for (const {type, byRef, hits} of found) {
      if (!FIRST_FILE_TYPES.has(type)) continue;
      for (const hit of hits[place]) {
        const document = byRef.get(hit.ref);
        if (document) holding.add(pageOfEntry(document, type));
      }
    }
    return Math.log(1 + Math.abs((titles.length - holding.size + 0.5) / (holding.size + 0.5)));
  });

  const entries = new Map<string, MatchedEntry>();
  const matchedTerms = new Set<string>();
  for (const {type, index, byRef, hits: hitsByWord} of found) {
    lookups.forEach((lookup, place) => {
      const hits = hitsByWord[place];
      if (hits.length === 0) return;
      const exact = holds(index, lookup.word.stem);
      // A word counts as rare as it is; a typo or a word being typed, as its most common reading.
      const wordRarity = FIRST_FILE_TYPES.has(type)
        ? pageRarity[place]
        : exact
          ? idf(index, lookup.word.stem)
          : Math.min(...hits.flatMap((hit) => Object.keys(hit.matchData.metadata).map((term) => idf(index, term))));
      for (const hit of hits) {
        const document = byRef.get(hit.ref);
        if (!document) continue;
        const terms = Object.keys(hit.matchData.metadata);
        for (const term of terms) matchedTerms.add(term);
        const completedOnly = lookup.word.typing && exact && !terms.includes(lookup.word.stem);
        const contribution = FIELD_FACTORS[type] * wordRarity * (completedOnly ? COMPLETED_FACTOR : 1);
        const key = `${type}:${hit.ref}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = {document, type, page: pageOfEntry(document, type), matches: new Map(), score: 0};
          entries.set(key, entry);
        }
        entry.matches.set(place, {contribution, terms});
        entry.score += hit.score;
      }
    });
  }

  const entriesByPage = new Map<string, MatchedEntry[]>();
  for (const entry of entries.values()) {
    if (!pagesById.has(entry.page)) continue;
    entriesByPage.set(entry.page, [...(entriesByPage.get(entry.page) ?? []), entry]);
  }
  const asked = new Set(words.map(({stem}) => stem));
  const whenReleased = asksWhenReleased(question);
  const names = (entry: MatchedEntry) =>
    identifiers.some((identifier) => (entry.document.t ?? '').toLowerCase().includes(identifier));
  const pages: PageRank[] = [...entriesByPage].map(([page, pageEntries]) => {
    const own = pageEntries.filter(({type}) => FIRST_FILE_TYPES.has(type));
    const sections = pageEntries.filter(({type}) => !FIRST_FILE_TYPES.has(type)).sort(byWeight);
    const title = pagesById.get(page)!;
    const titleWords = titleTerms(title.t ?? '');
    return {
      page,
      ownScore: scoreOf(own, words.length),
      ownLunrScore: own.reduce((sum, entry) => sum + entry.score, 0),
      sectionsScore: scoreOf(sections, words.length),
      wholeScore: scoreOf(pageEntries, words.length),
      titled: titleWords.size === asked.size && [...titleWords].every((term) => asked.has(term)),
      naming: identifiers.length > 0 && pageEntries.some(names),
      releaseNote: whenReleased && title.u.startsWith(options.releaseNotesPrefix),
      ownEntry: own.sort((a, b) => a.type - b.type || byWeight(a, b))[0],
      sections,
    };
  });

  // First the pages the first file ranks alone: those whose own words hold much of the question
  // (`OWN_SHARE` of what the best page's hold), by that, then by lunr's scores of their own words
  // (the shorter title or description that holds them). The first file's answer is these, and the
  // whole index's starts with them. Then every other page by all it holds: first those naming the
  // question's codes; within each group, the page titled by the question, then the release notes
  // of a question about when, then the most of the question.
  const bestOwn = Math.max(0, ...pages.map(({ownScore}) => ownScore));
  const firstEntry = (page: PageRank) => page.ownEntry ?? page.sections[0];
  // A question naming a code is ranked by the whole index alone (it is not `final` from the first file).
  const firstFileRanked = new Set(
    pages
      .filter((page) => identifiers.length === 0 && page.ownEntry && page.ownScore >= OWN_SHARE * bestOwn)
      .sort(
        (a, b) =>
          Number(b.titled) - Number(a.titled) ||
          Number(b.releaseNote) - Number(a.releaseNote) ||
          b.ownScore - a.ownScore ||
          b.ownLunrScore - a.ownLunrScore ||
          Number(a.page) - Number(b.page),
      ),
  );
  const rest = pages
    .filter((page) => !firstFileRanked.has(page))
    .sort(
      (a, b) =>
        Number(b.naming) - Number(a.naming) ||
        Number(b.titled) - Number(a.titled) ||
        Number(b.releaseNote) - Number(a.releaseNote) ||
        b.wholeScore - a.wholeScore ||
        b.sectionsScore - a.sectionsScore ||
        (firstEntry(a)?.type ?? 9) - (firstEntry(b)?.type ?? 9) ||
        (firstEntry(b)?.score ?? 0) - (firstEntry(a)?.score ?? 0) ||
        Number(a.page) - Number(b.page),
    );
  const ranked = [...firstFileRanked, ...(complete ? rest : [])];

  // Each page's own hit (its title, or else its description or keywords; for a page only its
  // sections match, the best of them), then the pages' further sections.
  const firsts: MatchedEntry[] = [];
  const further: MatchedEntry[] = [];
  for (const page of ranked) {
    const first = firstEntry(page);
    if (!first) continue;
    firsts.push(first);
    further.push(...page.sections.filter((entry) => entry !== first).slice(0, HITS_PER_PAGE - 1));
  }
  const chosen = [...firsts, ...(complete ? further : [])].slice(0, options.limit);
  const hits = chosen.map((entry) => hitOf(entry, pagesById, matchedTerms));
  return {hits: final ? hits : [], final};
}

function hitOf(entry: MatchedEntry, pagesById: Map<string, IndexDocument>, terms: Set<string>): SearchHit {
  const {document, type} = entry;
  return {
    document,
    type,
    ...(type === DocumentType.Title ? {} : {page: pagesById.get(entry.page)}),
    marks: {t: markedWords(document.t ?? '', terms), s: markedWords(document.s ?? '', terms)},
    terms: [...new Set([...entry.matches.values()].flatMap((match) => match.terms))],
  };
}
