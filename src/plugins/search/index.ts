import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import lunr from 'lunr';
import {addSharedPages, type BuildIndex, type SharedPage} from './sharedPages';
import {slimSearchIndexes} from '../../search/slimIndex';
import {SEARCH_PACKAGE, checkSearchPackageVersion, requireUpstreamServerModule} from './upstream';
import {SEARCH_INDEX_ADDRESS_GLOBAL} from './indexAddress';
import {searchIndexHash} from './indexHash';
import {WORD_SEPARATOR} from '../../search/wordSeparator';

/** The package types its options only; its main module exports the plugin and `validateOptions`. */
interface SearchLocalModule {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require(SEARCH_PACKAGE) as SearchLocalModule;
const {buildIndex} = requireUpstreamServerModule<{
  buildIndex: (documentsByType: Parameters<BuildIndex>[0], config: unknown) => ReturnType<BuildIndex>;
}>('buildIndex');
const {processPluginOptions} = requireUpstreamServerModule<{
  processPluginOptions: (options: PluginOptions, context: LoadContext) => unknown;
}>('processPluginOptions');

// The plugin's index builder uses the lunr module this one is (there is one copy in node_modules).
lunr.tokenizer.separator = WORD_SEPARATOR;

/** The plugin's options, and the pages in no section that some sections' indexes hold too. */
export type SearchOptions = PluginOptions & {sharedPages?: SharedPage[]};

/**
 * The site's search: the local search plugin (@easyops-cn/docusaurus-search-local), whose section
 * indexes take in the shared pages and whose index files are then slimmed; its search bar and
 * search page are swizzled (src/theme/SearchBar, src/theme/SearchPage; README.md).
 */
export default function search(context: LoadContext, {sharedPages = [], ...options}: SearchOptions): Plugin<unknown> {
  checkSearchPackageVersion();
  const plugin = searchLocal.default(context, options);
  const config = processPluginOptions(options, context);
  const indexAddress = {
    baseUrl: context.siteConfig.baseUrl,
    indexUrl: `search-index{dir}.json?_=${searchIndexHash(context.siteDir)}`,
  };
  return {
    ...plugin,
    configureWebpack: (config, isServer, utils, content) => ({
      // The plugin's own (it keeps the optional Ask AI package out of the bundles).
      ...plugin.configureWebpack?.(config, isServer, utils, content),
      plugins: [
        new utils.currentBundler.instance.DefinePlugin({[SEARCH_INDEX_ADDRESS_GLOBAL]: JSON.stringify(indexAddress)}),
      ],
      // mark.js only defines its export: the search page, whose `useSearchQuery` (the package's)
      // imports the plugin's generated options, which re-export it, does not load it.
      module: {rules: [{test: /[\\/]node_modules[\\/]mark\.js[\\/]/, sideEffects: false}]},
    }),
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
