/**
 * Questions as readers mistype them, for the search quality step (searchQuality.ts): each question
 * with one typo in its longest word of 5 letters or more, in turn a letter dropped, two letters
 * swapped and a letter doubled, in the middle of the word. Made from the questions rather than
 * written, so that the typos are not chosen to suit the search.
 */
const TYPO_KINDS = [
  (word: string, middle: number) => word.slice(0, middle) + word.slice(middle + 1),
  (word: string, middle: number) =>
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
  (word: string, middle: number) => word.slice(0, middle) + word[middle] + word.slice(middle),
];

/** The question with a typo of the given kind (0 to 2), or undefined if it has no word of 5 letters. */
export function withTypo(question: string, kind: number): string | undefined {
  const words = question.split(' ');
  let longest = -1;
  for (const [index, word] of words.entries()) {
    if (/^[a-z]{5,}$/i.test(word) && (longest < 0 || word.length > words[longest].length)) longest = index;
  }
  if (longest < 0) return undefined;
  const word = words[longest];
  const middle = Math.floor(word.length / 2);
  const typo = TYPO_KINDS[kind % TYPO_KINDS.length](word, middle);
  // Two equal letters swapped are no typo: the letter is dropped instead.
  words[longest] = typo === word ? TYPO_KINDS[0](word, middle) : typo;
  return words.join(' ');
}

/** The questions that have a word of 5 letters, each with a typo, the kinds in turn. */
export function withTypos<Question extends {question: string}>(questions: Question[]): Question[] {
  return questions.flatMap((question, index) => {
    const typed = withTypo(question.question, index);
    return typed === undefined ? [] : [{...question, question: typed}];
  });
}
