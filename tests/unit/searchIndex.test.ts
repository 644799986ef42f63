import {describe, expect, it} from 'vitest';
import {findMatchPositions, withMatchPositions} from '../../src/plugins/search/matchPositions';
import {slimIndex} from '../../src/plugins/search/slimIndex';

/** lunr's match data of a hit, as the index without positions gives it. */
type Metadata = Record<string, Record<string, {position?: [number, number][]}>>;

describe('match positions found in the browser', () => {
  it('finds every word that starts with a matched stem, in any case', () => {
    const text = 'Transfer the thread; transferred threads keep their history.';
    expect(findMatchPositions(text, ['transfer'])).toEqual([
      [0, 8],
      [21, 11],
    ]);
  });

  it('matches the stemmer\'s "i" for a final "y"', () => {
    expect(findMatchPositions('Reply, or read the replies', ['repli'])).toEqual([
      [0, 5],
      [19, 7],
    ]);
  });

  it('fills in the positions the index left out, and keeps those it stored', () => {
    const [content, title] = withMatchPositions([
      {document: {t: 'Hand the chat to a colleague'}, metadata: {colleagu: {t: {}}, chat: {t: {}}} as Metadata},
      {document: {t: 'Chat'}, metadata: {chat: {t: {position: [[0, 4]]}}} as Metadata},
    ]);
    expect(content.metadata.colleagu.t.position).toEqual([[19, 9]]);
    expect(content.metadata.chat.t.position).toEqual([[9, 4]]);
    expect(title.metadata.chat.t.position).toEqual([[0, 4]]);
  });

  it('gives a hit whose words are not found a position at the start, so its snippet renders', () => {
    const [hit] = withMatchPositions([{document: {t: 'x-ray'}, metadata: {xra: {t: {}}} as Metadata}]);
    expect(hit.metadata.xra.t.position).toEqual([[0, 0]]);
  });
});

describe('the slimmed index', () => {
  const part = () => ({
    documents: [],
    index: {
      invertedIndex: [['chat', {_index: 0, t: {'1': {position: [[0, 4]]}, '2': {position: [[5, 4]]}}}]] as [
        string,
        Record<string, number | Record<string, Record<string, {position?: unknown}>>>,
      ][],
      fieldVectors: [['t/1', [0, 1.234, 3, 0.05678]]] as [string, number[]][],
    },
  });

  it('drops the positions of all but the title index, and keeps two significant digits of each weight', () => {
    const [title, content] = slimIndex([part(), part()]);
    expect(title.index.invertedIndex[0][1].t).toEqual({'1': {position: [[0, 4]]}, '2': {position: [[5, 4]]}});
    expect(content.index.invertedIndex[0][1]).toEqual({_index: 0, t: {'1': {}, '2': {}}});
    expect(content.index.fieldVectors[0][1]).toEqual([0, 1.2, 3, 0.057]);
    expect(title.index.fieldVectors[0][1]).toEqual([0, 1.2, 3, 0.057]);
  });
});
