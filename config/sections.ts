import {RELEASE_NOTES_PATH} from './routes';

/** Where a section's sidebar category stands among `sidebarItems`. */
export const OWN_CATEGORY = '(the section’s category)';

export interface SiteSection {
  /** The name tools use: the MCP server's `section`, the bench's questions. */
  id: string;
  /** The sidebar category's label, also the name of the section's search ("See all results within …"). */
  label: string;
  /** Its heading in llms.txt, named by audience. */
  llmsHeading: string;
  /** The route its pages lie under, without a leading slash: it has a search index of its own. */
  route?: string;
  /**
   * The sidebars' top-level items it holds, by doc id or `OWN_CATEGORY` (the category labelled
   * `label`); by default that category alone. A top-level item that no section holds fails the build.
   */
  sidebarItems?: readonly string[];
  /** Whether the OpenAPI documents and Postman collections follow its pages in llms.txt. */
  apiFiles?: true;
  /** The user guide's sections, whose search must stay light on a phone (the bench). */
  userGuide?: true;
  /** The page where the bench types the section's search questions. */
  benchPage?: string;
}

/**
 * The site's sections in the sidebars' order: the one list behind the sidebars' category labels,
 * the search (an index per section), llms.txt's sections and audience files, the MCP server's
 * sections and the bench's questions.
 */
export const SITE_SECTIONS = [
  {
    id: 'getting-started',
    label: 'Getting started',
    llmsHeading: 'Getting started',
    route: 'docs/start',
    sidebarItems: ['index', OWN_CATEGORY, 'info'],
    userGuide: true,
    benchPage: '/docs/start/whatis',
  },
  {
    id: 'agents',
    label: 'Agent guide',
    llmsHeading: 'Agents',
    route: 'docs/agent',
    userGuide: true,
    benchPage: '/docs/agent/threads/thread-transfer',
  },
  {
    id: 'supervisors',
    label: 'Supervisor guide',
    llmsHeading: 'Supervisors',
    route: 'docs/supervisor',
    userGuide: true,
    benchPage: '/docs/supervisor/quickstart/whois',
  },
  {
    id: 'administrators',
    label: 'Administrator guide',
    llmsHeading: 'Administrators',
    route: 'docs/admin',
    userGuide: true,
    benchPage: '/docs/admin/quickstart/whois',
  },
  {
    id: 'chat-bot',
    label: 'Chat bot',
    llmsHeading: 'Chat bot',
    route: 'docs/chat-bot',
    userGuide: true,
    benchPage: '/docs/chat-bot/whatis',
  },
  {
    id: 'mobile-sdk',
    label: 'MobileChat SDK',
    llmsHeading: 'Mobile SDK',
    route: 'docs/sdk',
    sidebarItems: ['sdk/sdk-mobilechat'],
    userGuide: true,
    benchPage: '/docs/sdk/sdk-mobilechat',
  },
  {
    id: 'additional-functions',
    label: 'Additional functions',
    llmsHeading: 'Additional functions',
    route: 'docs/additional-function',
    userGuide: true,
    benchPage: '/docs/additional-function/number-masking',
  },
  // The APIs' overview has no search index of its own: both APIs' indexes hold it.
  {
    id: 'api-overview',
    label: 'API overview',
    llmsHeading: 'API overview, OpenAPI documents and Postman collections',
    sidebarItems: ['api/index', 'api/ai-assistants'],
    apiFiles: true,
  },
  {
    id: 'bot-api',
    label: 'Bot API',
    llmsHeading: 'Bot API',
    route: 'docs/api/bot-api',
    benchPage: '/docs/api/bot-api/intro',
  },
  {
    id: 'external-api',
    label: 'External API',
    llmsHeading: 'External API',
    route: 'docs/api/external-api',
    benchPage: '/docs/api/external-api/authorization/authorization',
  },
  // llms.txt lists the release notes under "Optional", the proposal's name for what may be skipped;
  // they are in no sidebar.
  {
    id: 'release-notes',
    label: 'Release Notes',
    llmsHeading: 'Optional',
    route: RELEASE_NOTES_PATH,
    sidebarItems: [],
    benchPage: '/blog/6-33',
  },
] as const satisfies readonly SiteSection[];

export type SectionId = (typeof SITE_SECTIONS)[number]['id'];
export const SECTION_IDS = SITE_SECTIONS.map(({id}) => id) as [SectionId, ...SectionId[]];

export function siteSection(id: SectionId): SiteSection {
  return SITE_SECTIONS.find((section) => section.id === id)!;
}

/** The sidebar label of a section's category. */
export const sectionLabel = (id: SectionId): string => siteSection(id).label;

/** The sidebars' top-level items a section holds (doc ids and category labels). */
export function sidebarKeysOf(section: SiteSection): string[] {
  return (section.sidebarItems ?? [OWN_CATEGORY]).map((item) => (item === OWN_CATEGORY ? section.label : item));
}
