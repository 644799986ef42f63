/**
 * Searching the site's published index with the search bar's own ranking: the worker's class
 * (`SearchWorker.searchIndexes`), fed with index files read through a `Source` instead of the
 * browser's fetch. See engineBundle.ts for how the worker runs in Node.
 */
import type lunr from 'lunr';
import type {SerializedIndex} from '../../src/plugins/search/loadIndex';
import type {Source} from './source';

/** An entry of an index file: a page's title (`i`), or a heading, description, keywords or text of page `p`. */
export interface IndexDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
}

interface WrappedIndex {
  type: number;
  documents: IndexDocument[];
  index: lunr.Index;
}

interface Loaded {
  wrappedIndexes: WrappedIndex[];
  zhDictionary: string[];
  complete: boolean;
  text: boolean;
}

/** A hit as the worker returns it to the search bar. */
export interface WorkerHit {
  document: IndexDocument;
  type: number;
  page: IndexDocument | false | undefined;
  tokens: string[];
}

interface EngineModule {
  SearchWorker: new () => {
    searchIndexes(
      baseUrl: string,
      context: string,
      input: string,
      limit: number,
      stage: 'soon' | 'whole' | 'text',
    ): Promise<{results: WorkerHit[]}>;
  };
  loadIndex(lunrModule: typeof lunr, serialized: SerializedIndex): lunr.Index;
  contentFileOf(indexFile: string): string;
  textFileOf(indexFile: string): string;
  withTexts<Entry extends object>(entries: Entry[], texts: unknown): (Entry & {t: string})[];
  withPageFields<Entry extends object>(entries: Entry[], type: number, pages: object[]): Entry[];
  joinedIndexes<Part>(first: Part[], content: Part[]): Part[];
  CONTENT_INDEX: number;
  lunr: typeof lunr;
}

async function loadEngineModule(): Promise<EngineModule> {
  // The published bin has the engine bundled in: mcp/build.ts sets the flag, and esbuild drops
  // the other branch (and its esbuild import) as dead code.
  if (process.env.PARLEY_MCP_BUNDLED === 'true') {
    // @ts-expect-error resolved by mcp/build.ts only
    return (await import('parley:search-engine')) as EngineModule;
  } else {
    const [{build}, {ENGINE_ENTRY, engineAliases}] = await Promise.all([import('esbuild'), import('./engineBundle')]);
    const result = await build({
      stdin: {contents: ENGINE_ENTRY, resolveDir: import.meta.dirname, loader: 'ts'},
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
      plugins: [engineAliases()],
    });
    const code = result.outputFiles[0].text;
    return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as EngineModule;
  }
}

/** The index of a section (`docs/agent`), or the whole site's (`''`), as `search-index-docs-agent.json` names it. */
export const indexFileOf = (context: string) => `/search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;

export class SearchEngine {
  private loaded = new Map<string, Promise<Loaded>>();

  private constructor(
    private readonly engine: EngineModule,
    private readonly source: Source,
  ) {}

  static async create(source: Source): Promise<SearchEngine> {
    return new SearchEngine(await loadEngineModule(), source);
  }

  /** An index's three files, loaded as the worker loads them (`loadedIndexes` in worker.js); kept for the session. */
  private load(context: string): Promise<Loaded> {
    let loading = this.loaded.get(context);
    if (!loading) {
      const file = indexFileOf(context);
      const {CONTENT_INDEX, contentFileOf, joinedIndexes, textFileOf, withPageFields, withTexts} = this.engine;
      loading = Promise.all([file, contentFileOf(file), textFileOf(file)].map((name) => this.source.json(name))).then(
        ([first, content, texts]) => {
          type Part = {documents: IndexDocument[]; index: SerializedIndex};
          const parts = joinedIndexes(first as Part[], content as Part[]);
          const sections = parts[CONTENT_INDEX];
          parts[CONTENT_INDEX] = {...sections, documents: withTexts(sections.documents, texts)};
          return {
            wrappedIndexes: parts.map(({documents, index}, type) => ({
              type,
              documents: withPageFields(documents, type, parts[0].documents),
              index: this.engine.loadIndex(this.engine.lunr, index),
            })),
            // The site is English only: the worker's dictionary of Chinese words stays empty.
            zhDictionary: [],
            complete: true,
            text: true,
          };
        },
      );
      loading.catch(() => this.loaded.delete(context));
      this.loaded.set(context, loading);
    }
    return loading;
  }

  /** The search bar's hits for `question` in a section's index (`''`: the whole site's), best first, with the index's entries. */
  async search(
    context: string,
    question: string,
    limit: number,
  ): Promise<{hits: WorkerHit[]; documents: IndexDocument[][]}> {
    const loaded = await this.load(context);
    const worker = new this.engine.SearchWorker() as unknown as {
      lowLevelFetchIndexes: () => {
        first: Promise<Loaded>;
        whole: Promise<Loaded>;
        withText: Promise<Loaded>;
        textLoaded: boolean;
      };
      searchIndexes: InstanceType<EngineModule['SearchWorker']>['searchIndexes'];
    };
    // The worker's own loading fetches from the page's origin; here the index is already loaded.
    worker.lowLevelFetchIndexes = () => ({
      first: Promise.resolve(loaded),
      whole: Promise.resolve(loaded),
      withText: Promise.resolve(loaded),
      textLoaded: true,
    });
    const {results} = await worker.searchIndexes('/', context, question, limit, 'text');
    return {hits: results, documents: loaded.wrappedIndexes.map(({documents}) => documents)};
  }
}
