/**
 * `/llms.txt` (the llms.txt proposal: a title, a summary, then sections of links) and
 * `/llms-full.txt` (every twin, in the same order, in one file).
 */
import {brand} from '../../../config/brand';
import {SITE_SECTIONS, siteSection, sidebarKeysOf, type SectionId, type SiteSection} from '../../../config/sections';
import {API_DOCUMENTS} from '../openapi/documents';
import {CLIENT_TABS, MOCK_EXAMPLE_INTRO} from '../../openapi/snippets';

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
 * The sections of llms.txt, one per audience, in the sidebars' order, each made of the sidebars'
 * top-level items it holds. A top-level item that no section holds fails the build, so a new
 * part of the sidebars cannot be left out of llms.txt. The release notes, in no sidebar, close
 * the file under their own heading.
 */
const RELEASE_NOTES = siteSection('release-notes');
export const LLMS_SECTIONS: readonly {heading: string; items: readonly string[]; apiFiles: boolean}[] =
  SITE_SECTIONS.filter((section: SiteSection) => section !== RELEASE_NOTES).map((section: SiteSection) => ({
    heading: section.llmsHeading,
    items: sidebarKeysOf(section),
    apiFiles: section.apiFiles ?? false,
  }));

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
  'The user guide comes first: getting started, one section per role, the chat bot, the mobile SDK ' +
  'and the additional functions. The APIs follow: their overview, with the OpenAPI documents and ' +
  'Postman collections that describe both APIs in full, then a section per API (a page per operation ' +
  'and per webhook, each with its parameters, fields, errors and request examples). The release ' +
  'notes, last, say what changed in each version. ' +
  '`/llms-full.txt` holds every page in this order in one file; the files under "Full text by audience" ' +
  'hold one audience each, small enough for an assistant to load whole.';

/** Where the docs' MCP server is described, and how it starts (mcp/README.md). */
const MCP_PAGE = '/docs/api/ai-assistants';
const MCP_PARAGRAPH = (siteUrl: string) =>
  "Coding assistants can also connect to the docs' MCP server (`npx -y @parley/docs-mcp`, over stdio): " +
  "it searches these docs with the site's own search, reads a page or one of its sections, returns an API " +
  `operation's reference by its operationId or method and path, and lists the pages. See [Use the docs from your AI assistant](${siteUrl}${MCP_PAGE}.md).`;

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
        'of SITE_SECTIONS in config/sections.ts: add each to the section of its audience.',
    );
  }
  return LLMS_SECTIONS.map(({heading, items, apiFiles}) => ({
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

export function llmsTxt(
  sections: readonly LlmsSection[],
  releaseNotes: readonly TwinPage[],
  siteUrl: string,
  audienceFiles: readonly AudienceFile[] = [],
): string {
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
    MCP_PARAGRAPH(siteUrl),
    ...(audienceFiles.length > 0
      ? [['## Full text by audience', '', ...audienceFiles.map((file) => audienceLine(file, siteUrl))].join('\n')]
      : []),
    ...sections.map(({heading, pages, apiFiles: withApiFiles}) =>
      [`## ${heading}`, '', ...pages.map((page) => linkLine(page, siteUrl)), ...(withApiFiles ? apiFiles : [])].join(
        '\n',
      ),
    ),
    [`## ${RELEASE_NOTES.llmsHeading}`, '', ...releaseNotes.map((page) => linkLine(page, siteUrl))].join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

export function llmsFullTxt(pages: readonly TwinPage[], siteUrl: string): string {
  const header = `# ${brand.productName}: every page of the documentation\n\n${summary()}\n`;
  const bodies = pages.map((page) => `Source: ${siteUrl}${page.twinRoute}\n\n${page.markdown}`);
  return [header, ...bodies].join('\n---\n\n');
}

/**
 * The full files per audience: `/llms-full/<name>.txt`, each the twins of its sections (by id,
 * `config/sections.ts`) in llms.txt's order. The whole site's `/llms-full.txt` is
 * about 600 k tokens, three times what a 200 k-token assistant holds; each of these stays within
 * `LLMS_FILE_LIMIT`. The API files start with the APIs' overview: it says once what every
 * operation shares (paging, errors, limits).
 */
export const AUDIENCE_FILES: readonly {
  name: string;
  title: string;
  sections: readonly SectionId[];
  /** Files the audience's pages are split into, in their order, each about the same size. */
  parts?: number;
}[] = [
  {name: 'agents', title: 'Agents', sections: ['agents']},
  {name: 'supervisors', title: 'Supervisors', sections: ['supervisors']},
  // The administrators' guide alone is about 400 KB without its "Related pages": two files leave
  // room for it to grow without dropping more of it.
  {name: 'administrators', title: 'Administrators', sections: ['administrators'], parts: 2},
  {name: 'chat-bot', title: 'Chat bot', sections: ['chat-bot']},
  {
    name: 'sdk-and-additional-functions',
    title: 'Mobile SDK and additional functions',
    sections: ['mobile-sdk', 'additional-functions'],
  },
  {name: 'bot-api', title: 'Bot API', sections: ['api-overview', 'bot-api']},
  {name: 'external-api', title: 'External API', sections: ['api-overview', 'external-api']},
  {name: 'release-notes', title: 'Release notes', sections: ['release-notes']},
];

/** At most 100 k tokens (bytes ÷ 4) per audience file: what an assistant with a 200 k window loads beside its work. */
export const LLMS_FILE_LIMIT = 400_000;

/** The names of the audience files: an audience in `parts` has `<name>-1`, `<name>-2`… */
export const audienceFileNames = (): string[] =>
  AUDIENCE_FILES.flatMap(({name, parts}) =>
    parts ? Array.from({length: parts}, (_, place) => `${name}-${place + 1}`) : [name],
  );

/** Where an audience file is served. */
export const audienceFilePath = (name: string) => `/llms-full/${name}.txt`;

export interface AudienceFile {
  name: string;
  title: string;
  path: string;
  text: string;
  bytes: number;
  /** What was left out to keep it within the limit (`REDUCTIONS`), in the order applied. */
  reductions: string[];
}

/** The request example's tabs other than curl: their labels as twins name each tab (`**Python (requests)**`). */
const OTHER_CLIENT_LABELS = CLIENT_TABS.filter(({value}) => value !== 'curl').map(({label}) => label);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A tab's part of a twin: its label line, then its fenced code block; a further response example
 * has the line that names its mock header in between.
 */
const tabPart = (labels: string) =>
  new RegExp(
    `^\\*\\*(?:${labels})\\*\\*\\n\\n(?:${escapeRegExp(MOCK_EXAMPLE_INTRO)} [^\\n]*\\n\\n)?(\`{3,})[^\\n]*\\n[\\s\\S]*?\\n\\1\\n(?:\\n|$)`,
    'gm',
  );
const OTHER_CLIENT_PART = tabPart(OTHER_CLIENT_LABELS.map(escapeRegExp).join('|'));
/**
 * A response example (`**200 OK**`, `**201 Created**`), and the further examples of a request body
 * or response, each under its summary (`**Request body, another example: …**`): the tables
 * describe every field.
 */
const RESPONSE_EXAMPLE_PART = tabPart(
  '[1-5]\\d\\d [A-Za-z -]+|(?:[1-5]\\d\\d [A-Za-z -]+|Request body), another example: [^\\n]*?',
);
const RELATED_PAGES = /^## Related pages\n[\s\S]*?(?=^#{1,2} |(?![\s\S]))/gm;
const TABLE_ROW = /^\|.*\|\n/gm;
const TABLE = /(?:^\|.*\|\n)+/gm;
/** A row of an errors table: its first cell is a status (`| 400 Bad Request | …`). */
const ERROR_ROW = /^\| [1-5]\d\d /;
const ENDPOINT_REFERENCE = '\n## Endpoint reference\n';

/**
 * What an audience file leaves out while it is over the limit, one step after the other, each
 * said in the file's header. The twins keep all of it. The External API needs all four.
 */
export const REDUCTIONS: readonly {note: string; apply: (pages: string[]) => string[]}[] = [
  {
    note: 'the "Related pages" lists that end the pages',
    apply: (pages) => pages.map((page) => page.replace(RELATED_PAGES, '')),
  },
  {
    note: `request examples other than curl (${OTHER_CLIENT_LABELS.join(', ')}), further request-body examples and the response examples, whose fields the tables describe`,
    apply: (pages) => pages.map((page) => page.replace(OTHER_CLIENT_PART, '').replace(RESPONSE_EXAMPLE_PART, '')),
  },
  {
    note:
      'a table that an earlier page of this file gives word for word (a line names that page), and the rows of ' +
      'an errors table that an earlier page gives (the errors every operation shares)',
    apply: (pages) => {
      const tables = new Map<string, string>();
      const errorRows = new Set<string>();
      return pages.map((page) => {
        const title = /^# (.+)$/m.exec(page)?.[1] ?? 'an earlier page';
        return page.replace(TABLE, (table) => {
          const earlier = tables.get(table);
          if (earlier !== undefined) return `_The same table as in "${earlier}" above._\n`;
          tables.set(table, title);
          return table.replace(TABLE_ROW, (row) => {
            if (!ERROR_ROW.test(row)) return row;
            if (errorRows.has(row)) return '';
            errorRows.add(row);
            return row;
          });
        });
      });
    },
  },
  {
    note: "an operation page's guide sections before its endpoint reference (when to call it, what happens, errors and what to do); its title and summary stay",
    apply: (pages) =>
      pages.map((page) => {
        const reference = page.indexOf(ENDPOINT_REFERENCE);
        if (reference < 0) return page;
        const firstSection = page.indexOf('\n## ');
        return page.slice(0, firstSection) + page.slice(reference);
      }),
  },
];

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

function audienceText(
  title: string,
  pages: readonly TwinPage[],
  bodies: string[],
  siteUrl: string,
  notes: string[],
): string {
  const leftOut =
    notes.length === 0
      ? ''
      : `\n\nTo stay within 100 k tokens this file leaves out ${notes.join('; ')}. Each page's twin, at its Source address, holds it all, every language of the request examples included.`;
  const header = `# ${brand.productName}: ${title}, every page\n\n${summary()}${leftOut}\n`;
  return [header, ...pages.map((page, place) => `Source: ${siteUrl}${page.twinRoute}\n\n${bodies[place]}`)].join(
    '\n---\n\n',
  );
}

/**
 * The audience files (`AUDIENCE_FILES`), each made to fit `limit` by the fewest steps of
 * `REDUCTIONS`; one still over it fails the build.
 */
export function audienceFiles(
  sections: readonly LlmsSection[],
  releaseNotes: readonly TwinPage[],
  siteUrl: string,
  limit = LLMS_FILE_LIMIT,
): AudienceFile[] {
  return AUDIENCE_FILES.flatMap(({name, title, sections: ids, parts = 1}) => {
    const pages = ids.flatMap((id) => {
      if (id === 'release-notes') return releaseNotes;
      const {llmsHeading} = siteSection(id);
      const section = sections.find((candidate) => candidate.heading === llmsHeading);
      if (!section) throw new Error(`llms files: AUDIENCE_FILES names "${id}", which has no section in llms.txt`);
      return section.pages;
    });
    return splitPages(pages, parts).map((partPages, place) =>
      parts === 1
        ? audienceFile(name, title, partPages, siteUrl, limit)
        : audienceFile(`${name}-${place + 1}`, `${title}, part ${place + 1} of ${parts}`, partPages, siteUrl, limit),
    );
  });
}

/** Pages in `parts` runs of about the same size, in their order. */
function splitPages(pages: readonly TwinPage[], parts: number): TwinPage[][] {
  const total = pages.reduce((sum, page) => sum + bytesOf(page.markdown), 0);
  const runs: TwinPage[][] = Array.from({length: parts}, () => []);
  let before = 0;
  for (const page of pages) {
    const size = bytesOf(page.markdown);
    // A page goes to the part its middle falls in.
    runs[Math.min(parts - 1, Math.floor(((before + size / 2) / total) * parts))].push(page);
    before += size;
  }
  return runs;
}

function audienceFile(name: string, title: string, pages: TwinPage[], siteUrl: string, limit: number): AudienceFile {
  let bodies = pages.map((page) => page.markdown);
  const reductions: string[] = [];
  let text = audienceText(title, pages, bodies, siteUrl, reductions);
  for (const reduction of REDUCTIONS) {
    if (bytesOf(text) <= limit) break;
    bodies = reduction.apply(bodies);
    reductions.push(reduction.note);
    text = audienceText(title, pages, bodies, siteUrl, reductions);
  }
  const bytes = bytesOf(text);
  if (bytes > limit) {
    throw new Error(
      `llms files: ${audienceFilePath(name)} is ${bytes} bytes, over ${limit} (≈ ${limit / 4000} k tokens) even ` +
        'without what REDUCTIONS leaves out: split the audience in AUDIENCE_FILES (`parts`, src/plugins/markdownTwins/llmsTxt.ts).',
    );
  }
  return {name, title, path: audienceFilePath(name), text, bytes, reductions};
}

function audienceLine(file: AudienceFile, siteUrl: string): string {
  const whole =
    file.reductions.length === 0 ? 'every page' : 'every page, shortened (the file says what it leaves out)';
  return `- [${file.title}: ${whole}](${siteUrl}${file.path}): ${Math.round(file.bytes / 1000)} KB, about ${Math.round(file.bytes / 4000)} k tokens`;
}
