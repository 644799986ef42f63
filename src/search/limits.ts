/**
 * The search's limits that the plugin's options and the page's code read too: a leaf module, so
 * that what imports them (the options, imported by page components) does not bring the engine.
 */

/** The dropdown's hits. */
export const DROPDOWN_HITS = 8;

/** How many edits a misspelt word may be from an indexed one: the search plugin's default. */
export const EDIT_DISTANCE = 1;
