/**
 * The sections the tools take (`section`), one vocabulary for search and lists: the site's sections
 * (`config/sections.ts`), each a section of llms.txt and, where it has one, the search index of
 * its part of the sidebars, so a search in a section is the one a reader runs on a page of it.
 */
import {SECTION_IDS, SITE_SECTIONS, type SectionId} from '../../config/sections';

export {SECTION_IDS, type SectionId};

export const SECTIONS = SITE_SECTIONS.map(({id, llmsHeading, ...section}) => ({
  id,
  llmsHeading,
  searchContext: 'route' in section ? section.route : '',
}));

/** The section of a page by its route: the longest search context it lies under. */
export function sectionOfRoute(route: string): SectionId | undefined {
  const matches = SECTIONS.filter(
    ({searchContext}) =>
      searchContext !== '' && (route === `/${searchContext}` || route.startsWith(`/${searchContext}/`)),
  ).sort((a, b) => b.searchContext.length - a.searchContext.length);
  if (matches[0]) return matches[0].id;
  if (route === '/docs/api' || route.startsWith('/docs/api/')) return 'api-overview';
  if (route === '/docs/info' || route === '/docs') return 'getting-started';
  return undefined;
}
