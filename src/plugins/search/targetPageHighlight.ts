/**
 * The plugin's `highlightSearchTermsOnTargetPage`: a hit's link carries the searched words
 * (`?_highlight=…`) and the page it opens marks them. The search page reads it here, not from the
 * plugin's generated `Mark`, which would load mark.js with the page only to learn yes or no.
 */
export const HIGHLIGHT_SEARCH_TERMS_ON_TARGET_PAGE = true;
