/** The Release Notes blog's route, shared by the blog plugin, the navbar, the footer and the search. */
export const RELEASE_NOTES_PATH = 'blog';
