/**
 * The sections the tools take (`section`), one vocabulary for search and lists: each is a section
 * of llms.txt (`LLMS_SECTIONS`) and, where it has one, the search index of its part of the sidebars
 * (`SEARCH_CONTEXTS`), so a search in a section is the one a reader runs on a page of it.
 * `tests/unit/mcpServer.test.ts` checks that both lists are covered.
 */
import {RELEASE_NOTES_PATH} from '../../config/routes';

export const SECTIONS = [
  {id: 'getting-started', llmsHeading: 'Getting started', searchContext: 'docs/start'},
  {id: 'agents', llmsHeading: 'Agents', searchContext: 'docs/agent'},
  {id: 'supervisors', llmsHeading: 'Supervisors', searchContext: 'docs/supervisor'},
  {id: 'administrators', llmsHeading: 'Administrators', searchContext: 'docs/admin'},
  {id: 'chat-bot', llmsHeading: 'Chat bot', searchContext: 'docs/chat-bot'},
  {id: 'bot-api', llmsHeading: 'Bot API', searchContext: 'docs/api/bot-api'},
  {id: 'external-api', llmsHeading: 'External API', searchContext: 'docs/api/external-api'},
  {id: 'mobile-sdk', llmsHeading: 'Mobile SDK', searchContext: 'docs/sdk'},
  {id: 'additional-functions', llmsHeading: 'Additional functions', searchContext: 'docs/additional-function'},
  // The APIs' overview has no index of its own: both APIs' indexes hold it.
  {id: 'api-overview', llmsHeading: 'API overview, OpenAPI documents and Postman collections', searchContext: ''},
  // llms.txt lists the release notes under "Optional", as the llms.txt proposal names what may be skipped.
  {id: 'release-notes', llmsHeading: 'Optional', searchContext: RELEASE_NOTES_PATH},
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
export const SECTION_IDS = SECTIONS.map(({id}) => id) as [SectionId, ...SectionId[]];

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
