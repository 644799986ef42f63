import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import docsPlugin from '@docusaurus/plugin-content-docs';

/**
 * A version's data as the browser gets it, without the pages' descriptions: only the theme's
 * `DocCard` reads them (category cards and `<DocCardList>`, which the site has none of). They were
 * 8 KB of the 15 KB (Brotli) that every docs page loads with its version.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const lean: RouteConfig = {...route, routes: route.routes?.map(withoutDocDescriptions)};
  if (version?.docs) {
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
    );
    lean.props = {...route.props, version: {...version, docs}};
  }
  return lean;
}

/** The classic docs plugin, with its routes' version data made lean (above). Everything else is the stock plugin. */
export default async function leanDocsVersion(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

// The package's typings declare only the default export; its options validator lives in lib/.
export {validateOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
