/**
 * Where a hit's matched terms occur in its text, for the snippet highlight of the dropdown and the
 * search page. The index no longer stores positions (see `slimIndex.ts`), so they are found here.
 */

/** lunr's match data of a hit: for each matched index term, per field, its metadata. */
type MatchMetadata = Record<string, Record<string, {position?: [number, number][]}>>;

interface SearchResult {
  /** A section's text is left out until the index's text file is in (splitIndex.ts). */
  document: {t?: string};
  metadata: MatchMetadata;
}

/** A word as the index splits text (`wordSeparator.ts`): CLIENT_ALREADY_EXISTS is three. */
const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

/**
 * The index holds stems ("configur", "repli"): a word matches a term if it starts with the stem,
 * or with its form ending in "y" where the stemmer made an "i" of it ("reply" for "repli").
 */
function matchesStem(word: string, stem: string): boolean {
  return word.startsWith(stem) || (stem.endsWith('i') && word.startsWith(`${stem.slice(0, -1)}y`));
}

/** Start and length of each word of `text` that matches one of the `stems`. */
export function findMatchPositions(text: string, stems: string[]): [number, number][] {
  const positions: [number, number][] = [];
  const lowerStems = stems.map((stem) => stem.toLowerCase()).filter((stem) => stem !== '');
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (lowerStems.some((stem) => matchesStem(word, stem))) positions.push([match.index, match[0].length]);
  }
  return positions;
}

/**
 * Fills in the positions of each result's matched terms where the index left them out. A snippet
 * needs at least one position (the plugin's highlighter starts there): a hit whose terms are not
 * found as words (a fuzzy match inside a longer token) gets an empty one at the start. A hit
 * without its text yet gets them when the results come again with it.
 */
export function withMatchPositions<Result extends SearchResult>(results: Result[]): Result[] {
  for (const {document, metadata} of results) {
    if (document.t === undefined) continue;
    const missing = Object.entries(metadata).filter(([, fields]) => fields.t && fields.t.position === undefined);
    let found = 0;
    for (const [term, fields] of missing) {
      fields.t.position = findMatchPositions(document.t, [term]);
      found += fields.t.position.length;
    }
    if (missing.length > 0 && found === 0) missing[0][1].t.position = [[0, 0]];
  }
  return results;
}
