/**
 * The docs' MCP server: four tools over the published site (or a local build), each answering in
 * Markdown. A wrong input is a tool error with a sentence saying what was wrong; the server keeps
 * running. What it reads it keeps for the session (`Source`).
 */
import GithubSlugger from 'github-slugger';
import {parse as parseYaml} from 'yaml';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import {audienceFilePath} from '../../src/plugins/markdownTwins/llmsTxt';
import {markdownTwinPath, pageRoute} from '../../src/plugins/markdownTwins/twinPath';
import {markedWords} from '../../src/search/marks';
import {snippetText} from '../../src/search/snippet';
import {SearchEngine, type IndexDocument, type SearchHit as EngineHit} from './engine';
import {SECTION_IDS, SECTIONS, sectionOfRoute, type SectionId} from './sections';
import {NotFound, ToolError, type Source} from './source';

export const SERVER_NAME = 'parley-docs';
export const SERVER_VERSION = '1.0.0';

const API_NAMES = API_DOCUMENTS.map(({name}) => name) as [string, ...string[]];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The length of a hit's snippet: a sentence or two around its first matched word. */
const SNIPPET_LENGTH = 240;

export interface SearchHit {
  title: string;
  heading?: string;
  url: string;
  section?: string;
  snippet: string;
}

/** Headings of a twin, outside its code blocks, with where each starts. */
function headingsOf(markdown: string): {level: number; text: string; slug: string; start: number}[] {
  const slugger = new GithubSlugger();
  const headings: {level: number; text: string; slug: string; start: number}[] = [];
  let fence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === undefined) fence = fenceMatch[1];
      else if (line.startsWith(fence)) fence = undefined;
    } else if (fence === undefined) {
      const heading = /^(#{1,6}) +(.+?) *#*$/.exec(line);
      if (heading) {
        const text = heading[2].replace(/`|\*\*/g, '');
        headings.push({level: heading[1].length, text, slug: slugger.slug(text), start: offset});
      }
    }
    offset += line.length + 1;
  }
  return headings;
}

/** The part of a twin under a heading, to the next heading of the same or a higher level. */
function sectionOf(markdown: string, wanted: string): string | undefined {
  const headings = headingsOf(markdown);
  const key = wanted.trim().replace(/^#/, '').toLowerCase();
  const found =
    headings.find(({text}) => text.toLowerCase() === key) ??
    headings.find(({slug}) => slug === key) ??
    headings.find(({text}) => text.toLowerCase().includes(key));
  if (!found) return undefined;
  const next = headings.find(({start, level}) => start > found.start && level <= found.level);
  return markdown.slice(found.start, next?.start).trimEnd() + '\n';
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
}

const text = (body: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{type: 'text', text: body}],
  ...(structured ? {structuredContent: structured} : {}),
});

export class DocsServer {
  private engine: SearchEngine | undefined;
  private operations = new Map<string, Promise<Operation[]>>();
  private canonicalOrigin: Promise<string> | undefined;

  constructor(private readonly source: Source) {}

  /** The site's own address as its files name it (the build's SITE_URL), read from llms.txt. */
  private origin(): Promise<string> {
    this.canonicalOrigin ??= this.source.text('/llms.txt').then((llms) => {
      const link = /\]\((https?:\/\/[^/)]+)\//.exec(llms);
      return link ? link[1] : this.source.location;
    });
    this.canonicalOrigin.catch(() => (this.canonicalOrigin = undefined));
    return this.canonicalOrigin;
  }

  /** A URL as answers give it: at the address the server reads (the canonical one for a local build). */
  private async publicUrl(filePath: string): Promise<string> {
    return `${this.source.location.startsWith('http') ? this.source.location : await this.origin()}${filePath}`;
  }

  /** The path of a page's twin from a URL or path the assistant gives, and a `#fragment` if any. */
  private async twinPathOf(urlOrPath: string): Promise<{twin: string; fragment?: string}> {
    const given = urlOrPath.trim();
    if (given === '')
      throw new ToolError(
        'The url is empty: give a page address such as /docs/info or one that list_pages or search_docs returned.',
      );
    let pathname = given;
    let fragment: string | undefined;
    if (/^[a-z][a-z0-9+.-]*:/i.test(given)) {
      let url: URL;
      try {
        url = new URL(given);
      } catch {
        throw new ToolError(`"${given}" is not a valid address.`);
      }
      const origins = new Set([new URL(await this.publicUrl('/')).origin, new URL(`${await this.origin()}/`).origin]);
      if (!origins.has(url.origin)) {
        throw new ToolError(
          `${given} is not a page of these docs: their pages are under ${[...origins].join(' or ')}.`,
        );
      }
      pathname = url.pathname;
      fragment = url.hash.slice(1) || undefined;
    } else {
      const hash = pathname.indexOf('#');
      if (hash >= 0) {
        fragment = pathname.slice(hash + 1) || undefined;
        pathname = pathname.slice(0, hash);
      }
      pathname = pathname.replace(/\?.*$/, '');
      if (!pathname.startsWith('/')) pathname = `/${pathname}`;
    }
    const twin = pathname.endsWith('.md') ? pathname : markdownTwinPath(pageRoute(pathname));
    return {twin, fragment};
  }

  async searchDocs(query: string, section: SectionId | undefined, limit: number): Promise<CallToolResult> {
    if (query.trim() === '') {
      throw new ToolError(
        'The query is empty: give the question or a few words to search the docs for, such as "transfer a thread to another agent".',
      );
    }
    const context = section ? SECTIONS.find(({id}) => id === section)!.searchContext : '';
    this.engine ??= new SearchEngine(this.source);
    const engine = this.engine;
    const {hits, documents} = await engine.search(context, query, limit);
    const origin = await this.publicUrl('');
    const pageOf = (hit: EngineHit): IndexDocument | undefined => (hit.type === 0 ? hit.document : hit.page);
    const results: SearchHit[] = hits.map((hit) => {
      const page = pageOf(hit);
      const route = pageRoute(hit.document.u);
      const title = page?.t ?? hit.document.t ?? '';
      const heading =
        hit.type === 1
          ? hit.document.t
          : hit.type === 4 && hit.document.s && hit.document.s !== title
            ? hit.document.s
            : undefined;
      const described = documents[2]?.find(({p}) => p === page?.i)?.t ?? '';
      // A heading's snippet is its section's text, a title's the page's description.
      const under =
        hit.type === 1 ? documents[4]?.find(({p, h}) => p === hit.document.p && h === hit.document.h) : undefined;
      const snippet =
        hit.type === 0
          ? described
          : hit.type === 1
            ? under
              ? snippetText(under.t ?? '', markedWords(under.t ?? '', new Set(hit.terms)), SNIPPET_LENGTH)
              : described
            : snippetText(hit.document.t ?? '', hit.marks.t, SNIPPET_LENGTH);
      const pageSection = sectionOfRoute(route);
      return {
        title,
        ...(heading ? {heading} : {}),
        url: `${origin}${markdownTwinPath(route)}`,
        ...(pageSection ? {section: pageSection} : {}),
        snippet,
      };
    });
    if (results.length === 0) {
      return text(
        `No page of the docs matches "${query}"${section ? ` in the section ${section}` : ''}. Try other words, ` +
          `${section ? 'the whole site (no section), ' : ''}or list_pages to browse.`,
        {hits: []},
      );
    }
    const lines = results.map(
      (hit, place) =>
        `${place + 1}. [${hit.title}${hit.heading ? ` › ${hit.heading}` : ''}](${hit.url})` +
        `${hit.section ? ` (section: ${hit.section})` : ''}\n   ${hit.snippet}`,
    );
    return text(`${lines.join('\n')}\n\nRead a hit with read_page (its url; heading for the part under a heading).`, {
      hits: results,
    });
  }

  async readPage(url: string, heading: string | undefined): Promise<CallToolResult> {
    const {twin, fragment} = await this.twinPathOf(url);
    let markdown: string;
    try {
      markdown = await this.source.text(twin);
    } catch (error) {
      if (error instanceof NotFound) {
        throw new ToolError(
          `The docs have no page at ${twin.replace(/\.md$/, '')}: use search_docs or list_pages for the pages' addresses.`,
        );
      }
      throw error;
    }
    const wanted = heading ?? fragment;
    const source = `Source: ${await this.publicUrl(twin)}\n\n`;
    if (!wanted) return text(source + markdown);
    const part = sectionOf(markdown, wanted);
    if (!part) {
      const headings = headingsOf(markdown)
        .filter(({level}) => level > 1)
        .map(({text: name}) => `"${name}"`);
      throw new ToolError(
        `The page ${twin} has no heading "${wanted}". Its headings: ${headings.join(', ') || 'none'}.`,
      );
    }
    return text(source + part);
  }

  private apiOperations(api: string): Promise<Operation[]> {
    let loading = this.operations.get(api);
    if (!loading) {
      const document = API_DOCUMENTS.find(({name}) => name === api)!;
      loading = this.source.text(document.downloadPath).then((yaml) => {
        const parsed = parseYaml(yaml) as {
          paths?: Record<string, Record<string, {operationId?: string; summary?: string}>>;
        };
        return Object.entries(parsed.paths ?? {}).flatMap(([path, item]) =>
          METHODS.flatMap((method) => {
            const operation = item[method.toLowerCase()];
            return operation?.operationId
              ? [{operationId: operation.operationId, method, path, summary: operation.summary}]
              : [];
          }),
        );
      });
      loading.catch(() => this.operations.delete(api));
      this.operations.set(api, loading);
    }
    return loading;
  }

  async getOperation(api: string, operationId?: string, method?: string, path?: string): Promise<CallToolResult> {
    const document = API_DOCUMENTS.find(({name}) => name === api);
    if (!document) throw new ToolError(`There is no API "${api}": the APIs are ${API_NAMES.join(' and ')}.`);
    const operations = await this.apiOperations(api);
    let operation: Operation | undefined;
    if (operationId?.trim()) {
      const id = operationId.trim();
      operation =
        operations.find((candidate) => candidate.operationId === id) ??
        operations.find((candidate) => candidate.operationId.toLowerCase() === id.toLowerCase());
      if (!operation) {
        throw new ToolError(
          `The ${document.title} has no operation "${id}". Its operations: ${operations.map(({operationId: known}) => known).join(', ')}.`,
        );
      }
    } else if (method?.trim() && path?.trim()) {
      const verb = method.trim().toUpperCase();
      // A full request address is taken too: its path is what counts.
      const wanted = path
        .trim()
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/[?#].*$/, '')
        .replace(/(.)\/+$/, '$1');
      const matches = (template: string) =>
        template === wanted ||
        new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`).test(
          wanted,
        );
      operation = operations.find((candidate) => candidate.method === verb && matches(candidate.path));
      if (!operation) {
        const samePath = operations.filter((candidate) => matches(candidate.path)).map((candidate) => candidate.method);
        throw new ToolError(
          samePath.length > 0
            ? `The ${document.title} has no ${verb} ${wanted}; that path takes ${samePath.join(', ')}.`
            : `The ${document.title} has no operation at ${verb} ${wanted}. Its operations: ` +
                operations.map((candidate) => `${candidate.method} ${candidate.path}`).join(', ') +
                '.',
        );
      }
    } else {
      throw new ToolError('Give the operation by its operationId, or by method and path (both).');
    }
    const endpoint = `\`${operation.method} ${operation.path}\``;
    // The operation's page: the twin whose endpoint reference names it, found in the API's
    // audience file, which holds every page of the API with its Source address.
    const file = await this.source.text(audienceFilePath(document.name));
    const page = file
      .split(/^Source: /m)
      .slice(1)
      .find((part) => part.includes(`\n## Endpoint reference\n\n${endpoint}\n`));
    const pageUrl = page?.slice(0, page.indexOf('\n'));
    if (!pageUrl)
      throw new ToolError(`No page of the ${document.title} documents ${endpoint} (${operation.operationId}).`);
    const {twin} = await this.twinPathOf(pageUrl.replace(/^https?:\/\/[^/]+/, ''));
    const markdown = await this.source.text(twin);
    const reference = sectionOf(markdown, 'Endpoint reference') ?? markdown;
    const title = /^# .+$/m.exec(markdown)?.[0] ?? `# ${operation.operationId}`;
    const summary = markdown
      .slice(markdown.indexOf('\n', markdown.indexOf(title)) + 1)
      .trim()
      .split('\n\n')[0];
    return text(
      `${title}\n\n${summary}\n\nOperation \`${operation.operationId}\` of the ${document.title}. Source: ${await this.publicUrl(twin)} ` +
        `(read_page gives the whole page: when to call it, what happens, errors and what to do).\n\n${reference}`,
    );
  }

  async listPages(section: SectionId | undefined): Promise<CallToolResult> {
    const llms = await this.source.text('/llms.txt');
    const parts = llms.split(/^## /m).slice(1);
    const wanted = section ? SECTIONS.find(({id}) => id === section)!.llmsHeading : undefined;
    const origin = await this.origin();
    const here = await this.publicUrl('');
    const chosen = parts
      .filter((part) => SECTIONS.some(({llmsHeading}) => part.startsWith(`${llmsHeading}\n`)))
      .filter((part) => !wanted || part.startsWith(`${wanted}\n`))
      .map((part) => {
        const heading = part.slice(0, part.indexOf('\n'));
        const id = SECTIONS.find(({llmsHeading}) => llmsHeading === heading)!.id;
        const lines = part.slice(part.indexOf('\n')).split(origin).join(here).trim();
        // llms.txt's "Optional" is the release notes (the proposal's name for what may be skipped).
        return `## ${heading === 'Optional' ? 'Release notes' : heading} (section: ${id})\n\n${lines}`;
      });
    if (chosen.length === 0) throw new ToolError(`The docs' llms.txt has no section ${section}.`);
    return text(`${chosen.join('\n\n')}\n`);
  }
}

/** Runs a tool, turning what went wrong into a tool error with its sentence. */
async function answer(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof ToolError ? error.message : `The tool failed: ${(error as Error).message}`;
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

export function createServer(source: Source): McpServer {
  const docs = new DocsServer(source);
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        'Parley Chat Center documentation: the user guide (agents, supervisors, administrators), the chat bot, the Bot API, ' +
        'the External API, the mobile SDK and the release notes. Search with search_docs, then read_page; for an API ' +
        'call, get_operation gives its whole reference.',
    },
  );
  const sectionSchema = z
    .enum(SECTION_IDS)
    .optional()
    .describe('Only this part of the docs. Leave it out to search or list the whole site.');
  const hitSchema = z.object({
    title: z.string(),
    heading: z.string().optional(),
    url: z.string(),
    section: z.string().optional(),
    snippet: z.string(),
  });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Parley Chat Center docs',
      description:
        "Search the Parley Chat Center documentation with the site's own search (the ranking readers get in its search bar). " +
        'Ask in plain words ("how do I transfer a thread", "rate limit of the External API", "VALIDATION_ERROR"). ' +
        'Returns the best pages and sections first: title, heading, the Markdown URL to pass to read_page, the section and a snippet.',
      inputSchema: {
        query: z.string().describe('The question or words to search for.'),
        section: sectionSchema,
        limit: z.number().int().min(1).max(20).optional().describe('How many hits, 8 unless given (at most 20).'),
      },
      outputSchema: {hits: z.array(hitSchema)},
      annotations: {readOnlyHint: true, openWorldHint: true},
    },
    ({query, section, limit}) => answer(() => docs.searchDocs(query, section, limit ?? 8)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'Read one page of the Parley Chat Center docs as Markdown (its twin: the same text as the web page, API reference ' +
        'included), or only the part under one heading. Takes a page URL or path (/docs/agent/threads/thread-transfer, ' +
        'with or without .md, or a URL from search_docs or list_pages).',
      inputSchema: {
        url: z
          .string()
          .describe('The page: a URL of the docs or a path such as /docs/info; a #fragment selects a heading.'),
        heading: z.string().optional().describe('Only the part under this heading (its text or its anchor).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: true},
    },
    ({url, heading}) => answer(() => docs.readPage(url, heading)),
  );

  server.registerTool(
    'get_operation',
    {
      title: "Get an API operation's reference",
      description:
        'The reference of one operation of the Bot API or the External API, in Markdown: endpoint, authentication, ' +
        'parameters, request body, request examples (curl, HTTP, JavaScript, Python, Kotlin, PowerShell), responses and ' +
        'errors with what to do. Give the operationId (assignThread) or the method and path (POST /api/v1/threads/{threadId}/assign; ' +
        'a concrete path such as /api/v1/threads/58214/assign works too).',
      inputSchema: {
        api: z.enum(API_NAMES).describe('Which API.'),
        operationId: z.string().optional().describe('The operationId, as in the OpenAPI document.'),
        method: z.string().optional().describe('The HTTP method, with path, when no operationId is given.'),
        path: z.string().optional().describe('The path, with method, when no operationId is given.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: true},
    },
    ({api, operationId, method, path}) => answer(() => docs.getOperation(api, operationId, method, path)),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        'List the pages of the Parley Chat Center docs as llms.txt has them: title, Markdown URL and description, by ' +
        'section in reading order. Give a section to list only its pages.',
      inputSchema: {section: sectionSchema},
      annotations: {readOnlyHint: true, openWorldHint: true},
    },
    ({section}) => answer(() => docs.listPages(section)),
  );
  return server;
}
