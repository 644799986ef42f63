import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import docsPlugin from '@docusaurus/plugin-content-docs';

/**
 * A version's data as the browser gets it, its pages without their titles and descriptions: only
 * the theme's `DocCard` reads a page there (`useDocById`, for its description; the card's title is
 * the sidebar's label), and the site has no cards (no generated category index, no
 * `<DocCardList>`). They were 9.5 KB of the 15 KB (Brotli) every docs page loads with its version.
 */
export function withoutDocTexts(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const lean: RouteConfig = {...route, routes: route.routes?.map(withoutDocTexts)};
  if (version?.docs) {
    const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {sidebar}]) => [id, {id, sidebar}]));
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
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocTexts(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

// The package's typings declare only the default export; its options validator lives in lib/.
export {validateOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
