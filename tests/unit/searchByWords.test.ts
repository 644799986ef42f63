import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {searchByWords, type LunrIndex} from '../../src/plugins/search/searchByWords';

interface Doc {
  i: number;
  t: string;
}

function wrap(type: number, documents: Doc[]) {
  const index = lunr(function build(this: lunr.Builder) {
    this.ref('i');
    this.field('t');
    for (const document of documents) this.add({...document, i: String(document.i)});
  }) as unknown as LunrIndex;
  return {type, documents, index};
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
    searchByWords([titles, content], question.split(' '), lunr.Query.presence.OPTIONAL, exclude, 8).map(
      ({document}) => document.i,
    );

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
