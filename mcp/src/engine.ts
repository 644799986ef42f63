/**
 * Searching the site's published index with the site's own search (`src/search/`), fed with the
 * index files read through a `Source` instead of the browser's fetch: the same ranking, marks and
 * snippets as the search bar's.
 */
import {loadFirstFile, searchLoaded, withContentFile, withTextFile, type IndexPart} from '../../src/search/engine';
import {contentFileOf, textFileOf} from '../../src/search/indexFiles';
import type {IndexDocument, LoadedIndex, SearchHit} from '../../src/search/types';
import type {Source} from './source';

export type {IndexDocument, SearchHit};

/** The index of a section (`docs/agent`), or the whole site's (`''`), as `search-index-docs-agent.json` names it. */
export const indexFileOf = (context: string) => `/search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;

export class SearchEngine {
  private loaded = new Map<string, Promise<LoadedIndex>>();

  constructor(private readonly source: Source) {}

  /** An index's three files, loaded; kept for the session. */
  private load(context: string): Promise<LoadedIndex> {
    let loading = this.loaded.get(context);
    if (!loading) {
      const file = indexFileOf(context);
      loading = Promise.all([file, contentFileOf(file), textFileOf(file)].map((name) => this.source.json(name))).then(
        ([first, content, texts]) =>
          withTextFile(withContentFile(loadFirstFile(first as IndexPart[]), content as IndexPart[]), texts),
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
  ): Promise<{hits: SearchHit[]; documents: IndexDocument[][]}> {
    const loaded = await this.load(context);
    const {results} = searchLoaded(loaded, question, limit);
    return {hits: results, documents: loaded.indexes.map(({documents}) => documents)};
  }
}
