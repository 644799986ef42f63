/**
 * The search's web worker: loads an index's three files in turn (`indexFiles.ts`) and answers
 * each search from as much of the index as is in (`engine.ts`). The page talks to it through
 * Comlink (src/theme/searchByWorker.js).
 */
import * as Comlink from 'comlink';
import {loadFirstFile, searchLoaded, withContentFile, withTextFile, type IndexPart} from './engine';
import {contentFileOf, textFileOf} from './indexFiles';
import type {LoadedIndex, SearchAnswer, SearchHit, SearchStage} from './types';

/** An index being loaded: a promise for each of its three stages, and whether the last is in. */
interface Loading {
  first: Promise<LoadedIndex>;
  whole: Promise<LoadedIndex>;
  withText: Promise<LoadedIndex>;
  textLoaded: boolean;
}

/** The page's function that hands over a file its search page's inline script requested, or nothing. */
type TakeFile = (url: string) => ArrayBuffer | undefined | Promise<ArrayBuffer | undefined>;

export class SearchWorker {
  private readonly loadings = new Map<string, Loading>();
  private takePrefetchedFile: TakeFile = () => undefined;

  /** `indexUrl` is the plugin's address of an index, `{dir}` standing for its section (`search-index{dir}.json?_=hash`). */
  constructor(private readonly indexUrl: string) {}

  takeFilesFrom(take: TakeFile): void {
    this.takePrefetchedFile = take;
  }

  /** Loads a section's index (`''`: the whole site's) as far as the whole index. */
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.loading(baseUrl, searchContext).whole;
  }

  /** The hits of the whole index with its text (the dropdown renders every hit's text). */
  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchHit[]> {
    const {results, text} = await this.searchIndexes(baseUrl, searchContext, input, limit, 'text');
    return text ? results : (await this.searchIndexes(baseUrl, searchContext, input, limit, 'whole')).results;
  }

  /** The hits of the first file, or of more of the index if it is in. */
  searchSoon(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchAnswer> {
    return this.searchIndexes(baseUrl, searchContext, input, limit, 'soon');
  }

  /**
   * The hits of the index as far as `stage` asks, or further if that is in. A file that failed
   * to load leaves the stage before; the next search asks for it again.
   */
  async searchIndexes(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
    stage: SearchStage,
  ): Promise<SearchAnswer> {
    const loading = this.loading(baseUrl, searchContext);
    const index = await (loading.textLoaded || stage === 'text'
      ? loading.withText
      : stage === 'whole'
        ? loading.whole
        : loading.first);
    return searchLoaded(index, input, limit, baseUrl);
  }

  private loading(baseUrl: string, searchContext: string): Loading {
    const key = `${baseUrl}${searchContext}`;
    let loading = this.loadings.get(key);
    if (!loading) {
      loading = this.load(
        `${baseUrl}${this.indexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`,
      );
      this.loadings.set(key, loading);
      loading.withText.then(
        (index) => index.text || this.loadings.delete(key),
        () => this.loadings.delete(key),
      );
    }
    return loading;
  }

  /**
   * The three files in turn: a phone gets the whole connection for each. The second is requested
   * once the searches waiting for the first are answered (a task later), the third once the second
   * is in.
   */
  private load(url: string): Loading {
    if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected index url');
    const fetchJson = async (fileUrl: string): Promise<unknown> => {
      const prefetched = await Promise.resolve(this.takePrefetchedFile(fileUrl)).catch(() => undefined);
      if (prefetched) return JSON.parse(new TextDecoder().decode(prefetched)) as unknown;
      const response = await fetch(fileUrl);
      if (!response.ok) throw new Error(`${response.status} ${response.url}`);
      return response.json() as Promise<unknown>;
    };
    const first = fetchJson(url).then((json) => loadFirstFile(json as IndexPart[]));
    const whole = first
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => fetchJson(contentFileOf(url)))
      .then(
        async (json) => withContentFile(await first, json as IndexPart[]),
        () => first,
      );
    const withText = whole.then((index) =>
      index.complete
        ? fetchJson(textFileOf(url)).then(
            (texts) => withTextFile(index, texts),
            () => index,
          )
        : index,
    );
    const loading: Loading = {first, whole, withText, textLoaded: false};
    withText.then(
      (index) => (loading.textLoaded = index.text),
      () => undefined,
    );
    return loading;
  }
}

Comlink.expose(SearchWorker);
