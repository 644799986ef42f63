/**
 * The options the search plugin generates at build time into `generated-constants.js`, which the
 * worker reads: the same values, from the site's options (`src/plugins/search/options.ts`) and the
 * plugin's defaults for those it leaves unset (`tests/unit/mcpServer.test.ts` compares them with
 * the plugin's own validation). The index's address is built by the server, not from here.
 */
import {searchOptions} from '../../src/plugins/search/options';

export const language = searchOptions.language;
/** The plugin's default: English stop words are removed from questions. */
export const removeDefaultStopWordFilter: string[] = [];
/** The plugin's default: a word matches the words one edit away in its fuzzy queries. */
export const fuzzyMatchingDistance = 1;
export const searchIndexUrl = 'search-index{dir}.json';
export const searchResultLimits = searchOptions.searchResultLimits;
