/**
 * `/llms.txt` (the llms.txt proposal: a title, a summary, then sections of links) and
 * `/llms-full.txt` (every twin, in the same order, in one file).
 */
import {brand} from '../../../config/brand';
import {API_DOCUMENTS} from '../openapi/documents';

export interface TwinPage {
  /** The page's route (`/docs/info`). */
  route: string;
  /** The twin's route (`/docs/info.md`). */
  twinRoute: string;
  title: string;
  description: string;
  markdown: string;
}

/** A top-level item of a sidebar: a doc (by id) or a category (by label). */
export interface SidebarSection {
  key: string;
  docIds: string[];
}

/**
 * The sections of llms.txt, one per audience, each made of the sidebars' top-level items it
 * names (a doc id or a category label). A top-level item that no section names fails the build,
 * so a new part of the sidebars cannot be left out of llms.txt.
 */
export const LLMS_SECTIONS: readonly {heading: string; items: readonly string[]; apiFiles?: true}[] = [
  {heading: 'Getting started', items: ['index', 'Getting started', 'info']},
  {heading: 'Agents', items: ['Agent guide']},
  {heading: 'Supervisors', items: ['Supervisor guide']},
  {heading: 'Administrators', items: ['Administrator guide']},
  {heading: 'Chat bot', items: ['Chat bot']},
  {heading: 'Bot API', items: ['Bot API']},
  {heading: 'External API', items: ['External API']},
  {heading: 'Mobile SDK', items: ['sdk/sdk-mobilechat']},
  {heading: 'Additional functions', items: ['Additional functions']},
  {heading: 'API overview, OpenAPI documents and Postman collections', items: ['api/index'], apiFiles: true},
];

function summary(): string {
  return (
    `> ${brand.productName} is a customer-support chat product: agents answer clients in writing ` +
    'from a web widget, a mobile app, email, Instagram, Facebook Messenger and Telegram; supervisors ' +
    'watch queues and agents, read reports and control threads; administrators set up widgets, ' +
    'routing, the agent workplace and integrations. These docs are for those three roles and for ' +
    'integrators who connect a chat bot (Bot API and webhooks) or another system (External API, ' +
    'mobile SDK).'
  );
}

const ORGANISATION =
  'Every page below is a Markdown file: the same text as the web page at the address without `.md`. ' +
  'The user guide comes first, one section per role, then the chat bot, the two APIs (a page per ' +
  'operation and per webhook, each with its parameters, fields, errors and request examples), the ' +
  'mobile SDK and the additional functions. The OpenAPI documents and Postman collections describe ' +
  'both APIs in full; the release notes say what changed in each version. ' +
  '`/llms-full.txt` holds every page in this order in one file.';

function linkLine(page: TwinPage, siteUrl: string): string {
  const description = page.description ? `: ${page.description}` : '';
  return `- [${page.title}](${siteUrl}${page.twinRoute})${description}`;
}

/** The pages of each section in sidebar order, and the release notes. */
/** A section of llms.txt: its pages, and whether the OpenAPI documents and Postman collections follow. */
export interface LlmsSection {
  heading: string;
  pages: TwinPage[];
  apiFiles: boolean;
}

export function orderPages(
  sidebarItems: readonly SidebarSection[],
  pagesByDocId: ReadonlyMap<string, TwinPage>,
): LlmsSection[] {
  const unplaced = sidebarItems.filter(({key}) => !LLMS_SECTIONS.some(({items}) => items.includes(key)));
  if (unplaced.length > 0) {
    throw new Error(
      `llms.txt: the sidebar items ${unplaced.map(({key}) => `"${key}"`).join(', ')} belong to no section ` +
        'of LLMS_SECTIONS in src/plugins/markdownTwins/llmsTxt.ts: add each to the section of its audience.',
    );
  }
  return LLMS_SECTIONS.map(({heading, items, apiFiles = false}) => ({
    heading,
    apiFiles,
    pages: items.flatMap((key) =>
      (sidebarItems.find((item) => item.key === key)?.docIds ?? []).map((id) => {
        const page = pagesByDocId.get(id);
        if (!page) throw new Error(`llms.txt: the sidebar names the doc "${id}", which has no twin`);
        return page;
      }),
    ),
  }));
}

export function llmsTxt(sections: readonly LlmsSection[], releaseNotes: readonly TwinPage[], siteUrl: string): string {
  const apiFiles = API_DOCUMENTS.flatMap((document) => [
    `- [${document.title}: OpenAPI 3.1 document](${siteUrl}${document.downloadPath}): every operation, ` +
      'webhook, schema and error code of the API, in YAML',
    `- [${document.title}: Postman collection](${siteUrl}${document.postmanPath}): every request of the API, ` +
      'ready to import into Postman',
  ]);
  const parts = [
    `# ${brand.productName}`,
    summary(),
    ORGANISATION,
    ...sections.map(({heading, pages, apiFiles: withApiFiles}) =>
      [`## ${heading}`, '', ...pages.map((page) => linkLine(page, siteUrl)), ...(withApiFiles ? apiFiles : [])].join(
        '\n',
      ),
    ),
    ['## Optional', '', ...releaseNotes.map((page) => linkLine(page, siteUrl))].join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

export function llmsFullTxt(pages: readonly TwinPage[], siteUrl: string): string {
  const header = `# ${brand.productName}: every page of the documentation\n\n${summary()}\n`;
  const bodies = pages.map((page) => `Source: ${siteUrl}${page.twinRoute}\n\n${page.markdown}`);
  return [header, ...bodies].join('\n---\n\n');
}
