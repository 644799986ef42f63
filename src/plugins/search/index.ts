import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {slimSearchIndexes} from './slimIndex';

/** The package types its options only; its main module exports the plugin and `validateOptions`. */
interface SearchLocalModule {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocalModule;

/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), whose index files are slimmed
 * once it has written them (see README.md). Everything else is the stock plugin.
 */
export default function search(context: LoadContext, options: PluginOptions): Plugin<unknown> {
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    // Docusaurus runs the plugins' postBuild side by side: slimming must follow the index writing.
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await slimSearchIndexes(props.outDir);
    },
  };
}

export const validateOptions = searchLocal.validateOptions;
