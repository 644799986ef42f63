import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {
  asksWhenReleased,
  HITS_PER_PAGE,
  identifiersIn,
  misspeltWords,
  onePerPageFirst,
  pagesNaming,
  pagesTitled,
  pageWeights,
  searchByWords,
  type LunrIndex,
  type WordQuery,
} from '../../src/plugins/search/searchByWords';

interface Doc {
  i: number;
  t: string;
  /** The page of a heading, description, keywords or body entry. */
  p?: number;
}

function wrap(type: number, documents: Doc[]) {
  const index = lunr(function build(this: lunr.Builder) {
    this.ref('i');
    this.field('t');
    for (const document of documents) this.add({...document, i: String(document.i)});
  }) as unknown as LunrIndex;
  return {type, documents, index};
}

/** The question's words as lunr holds them (the default pipeline's stemmer). */
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

/** Every word optional; the misspelt ones one edit away, as the worker queries them. */
function wordQuery(indexes: {index: LunrIndex}[], words: string[]): WordQuery {
  return {optional: lunr.Query.presence.OPTIONAL, misspelt: misspeltWords(indexes, words, stem), editDistance: 1};
}

const titles = wrap(0, [
  {i: 1, t: 'Configure sessions'},
  {i: 2, t: 'Sign in to the agent workplace'},
]);
const content = wrap(4, [
  {i: 3, t: 'End an agent session remotely: Sign out ends the session of an agent who left the workplace open.'},
  {i: 4, t: 'The agent workplace shows the queue of the agent.'},
  {i: 5, t: 'Sign in with your login and password.'},
]);

describe('searchByWords', () => {
  const search = (question: string, exclude = new Set<string>()) =>
    searchByWords(
      [titles, content],
      question.split(' '),
      wordQuery([titles, content], question.split(' ')),
      exclude,
      8,
    ).map(({document}) => document.i);

  it('finds a question none of whose entries hold all its words, most of the question first', () => {
    // No entry has all five words; the remote sign-out section has the most (and the rarest).
    expect(search('agent left workplace sign remotely')[0]).toBe(3);
  });

  it('weighs a rare word above a word every entry has', () => {
    expect(search('agent password')[0]).toBe(5);
  });

  it('leaves out the hits the plugin already gave, and gives each entry once', () => {
    const hits = search('agent sign', new Set(['3']));
    expect(hits).not.toContain(3);
    expect(new Set(hits).size).toBe(hits.length);
  });
});

describe('pageWeights', () => {
  // Pages 1 and 2 name "sessions" in their titles; only page 2's body mentions a timeout.
  // Page 3 mentions both words in its body only.
  const pageTitles = wrap(0, [
    {i: 1, t: 'Sessions report'},
    {i: 2, t: 'Configure sessions'},
    {i: 3, t: 'Agent workplace'},
  ]);
  const pageKeywords = wrap(3, [{i: 11, t: 'login history', p: 1}]);
  const pageBodies = wrap(4, [
    {i: 21, t: 'A session ends after the timeout you set here.', p: 2},
    {i: 22, t: 'The workplace shows your sessions; a timeout ends them.', p: 3},
    {i: 23, t: 'Lists each login of each agent.', p: 1},
  ]);
  const weights = (question: string) => {
    const indexes = [pageTitles, pageKeywords, pageBodies];
    return pageWeights(indexes, question.split(' '), wordQuery(indexes, question.split(' ')));
  };

  it("counts a word in a page's title, description or keywords fully, and in its body at 0.3", () => {
    const weight = weights('sessions timeout');
    // Page 2: "sessions" in its title, "timeout" in its body; page 3: both in its body only.
    expect(weight.get('2')!).toBeGreaterThan(weight.get('3')!);
    expect(weight.get('2')!).toBeGreaterThan(weight.get('1')!);
  });

  it('finds a page by its keywords as by its title', () => {
    const weight = weights('login history');
    expect([...weight].sort((a, b) => b[1] - a[1])[0][0]).toBe('1');
  });
});

describe('misspelt words', () => {
  const pages = wrap(0, [
    {i: 1, t: 'Transfer a thread'},
    {i: 2, t: 'Chat settings'},
    {i: 3, t: 'Chat history'},
  ]);

  it('are the words of 5 letters or more that no index holds', () => {
    expect(misspeltWords([titles, content], ['tranfer', 'sesion', 'agent', 'workplaces', 'logn'], stem)).toEqual(
      new Set(['tranfer', 'sesion']),
    );
  });

  it("weigh as the word one edit away, so the question's other words do not outweigh them", () => {
    const words = ['tranfer', 'chat'];
    const weight = pageWeights([pages], words, wordQuery([pages], words));
    expect(weight.get('1')!).toBeGreaterThan(weight.get('2')!);
    // Taken as typed, the misspelt word matched nothing, and the chat pages came first.
    const asTyped = pageWeights([pages], words, {...wordQuery([pages], words), misspelt: new Set()});
    expect(asTyped.get('1')).toBeUndefined();
  });
});

describe('onePerPageFirst', () => {
  // Hits named by page letter and rank; rank 0 is the page's title.
  const pageOf = (hit: string) => hit[0];
  const isTitle = (hit: string) => hit[1] === '0';

  it("puts each page's first hit before any page's second, keeping the order within each group", () => {
    const hits = ['a1', 'a2', 'b1', 'c1', 'b2'];
    expect(onePerPageFirst(hits, pageOf, isTitle)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it("moves a page's title up to where its first hit was", () => {
    const hits = ['a1', 'b1', 'a0', 'c1'];
    expect(onePerPageFirst(hits, pageOf, isTitle)).toEqual(['a0', 'b1', 'c1', 'a1']);
  });

  it(`keeps ${HITS_PER_PAGE} hits of a page at most`, () => {
    const hits = ['a1', 'a2', 'a3', 'a4', 'a0', 'b1'];
    expect(onePerPageFirst(hits, pageOf, isTitle)).toEqual(['a0', 'b1', 'a1', 'a2']);
  });
});

describe('pagesTitled', () => {
  const STOP_WORDS = new Set(['a', 'is', 'the', 'to', 'what']);
  const termsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => !STOP_WORDS.has(word));
  const titles = [
    {i: 1, t: 'What is Parley Chat Center'},
    {i: 2, t: 'Move from Parley Pulse to Chat Center'},
    {i: 3, t: 'Chat Center'},
  ];

  it('finds the page whose title has the words of the question, stop words aside', () => {
    expect(pagesTitled(titles, 'what is parley chat center', termsOf)).toEqual(new Set(['1']));
  });

  it('finds none where a title holds more or fewer words than the question', () => {
    expect(pagesTitled(titles, 'parley chat', termsOf)).toEqual(new Set());
  });
});

describe('identifiers typed whole', () => {
  it('finds the codes of a question, lowercase, and no plain word', () => {
    expect(identifiersIn('Bot answers 409 CLIENT_ALREADY_EXISTS, then INIT_CHAT again?')).toEqual([
      'client_already_exists',
      'init_chat',
    ]);
    expect(identifiersIn('client already exists')).toEqual([]);
  });

  it('finds the pages that name a code in any of their entries, and no page for no code', () => {
    const sections = wrap(4, [
      {i: 6, t: 'Set transferToAgent or answer TRANSFER_TO_AGENT.', p: 1},
      {i: 7, t: 'Transfer the thread to an agent.', p: 2},
    ]);
    expect(pagesNaming([titles, sections], ['transfer_to_agent'])).toEqual(new Set(['1']));
    expect(pagesNaming([titles, sections], [])).toEqual(new Set());
  });
});

describe('questions about when something came', () => {
  it('tells a question about since when from one about how or when something happens', () => {
    for (const question of [
      'when was Instagram added',
      'When did access tokens change to one hour?',
      'since when can I bind templates to hotkeys',
      'since which release must bots check the signature',
      'which version introduced stealth copy',
      'release that introduced number masking',
    ]) {
      expect(asksWhenReleased(question), question).toBe(true);
    }
    for (const question of ['when does a thread close', 'add Instagram', 'what happens when the bot is down']) {
      expect(asksWhenReleased(question), question).toBe(false);
    }
  });
});
