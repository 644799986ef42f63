import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import lunr from 'lunr';
import {addSharedPages, type BuildIndex, type SharedPage} from './sharedPages';
import {slimSearchIndexes} from './slimIndex';
import {WORD_SEPARATOR} from './wordSeparator';

/** The package types its options only; its main module exports the plugin and `validateOptions`. */
interface SearchLocalModule {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
}
/** Its index builder and option processing, which its plugin uses at `postBuild`. */
interface SearchLocalUtilities {
  buildIndex: (documentsByType: Parameters<BuildIndex>[0], config: unknown) => ReturnType<BuildIndex>;
  processPluginOptions: (options: PluginOptions, context: LoadContext) => unknown;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocalModule;
const {buildIndex} =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as SearchLocalUtilities;
const {processPluginOptions} =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions') as SearchLocalUtilities;
/* eslint-enable @typescript-eslint/no-require-imports */

// The plugin's index builder uses the lunr module this one is (there is one copy in node_modules).
lunr.tokenizer.separator = WORD_SEPARATOR;

/** The plugin's options, and the pages in no section that some sections' indexes hold too. */
export type SearchOptions = PluginOptions & {sharedPages?: SharedPage[]};

/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), whose section indexes take in
 * the shared pages and whose index files are then slimmed (see README.md). Everything else is the
 * stock plugin.
 */
export default function search(context: LoadContext, {sharedPages = [], ...options}: SearchOptions): Plugin<unknown> {
  const plugin = searchLocal.default(context, options);
  const config = processPluginOptions(options, context);
  return {
    ...plugin,
    // Docusaurus runs the plugins' postBuild side by side: these steps must follow the index writing.
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await addSharedPages(props.outDir, sharedPages, (documents) => buildIndex(documents, config));
      await slimSearchIndexes(props.outDir);
    },
  };
}

/** The plugin validates its own options; `sharedPages` is the site's. */
export function validateOptions({
  options,
  validate,
}: Parameters<NonNullable<PluginModule['validateOptions']>>[0]): SearchOptions {
  const {sharedPages, ...pluginOptions} = options as SearchOptions;
  return {...(searchLocal.validateOptions({options: pluginOptions, validate}) as PluginOptions), sharedPages};
}
