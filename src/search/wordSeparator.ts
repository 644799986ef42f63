/**
 * Where the index and the search split text into words: white space and hyphens, as lunr does,
 * and underscores, so that an error code or event is found by its words (CLIENT_ALREADY_EXISTS by
 * "client already exists", INIT_CHAT by "init chat"). lunr's tokenizer reads it from
 * `lunr.tokenizer.separator`: the build (src/plugins/search/index.ts) and the search (`words.ts`) both set it.
 */
export const WORD_SEPARATOR = /[\s\-_]+/;
