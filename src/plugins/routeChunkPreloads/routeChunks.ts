import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of Docusaurus' generated route table, with the key of its chunk names. */
interface TableRoute {
  path: string;
  exact?: boolean;
  routes?: TableRoute[];
  /** `${path}-${hash}`, the key of `routesChunkNames.json`. */
  chunkKey: string;
}

/** A route of the table as evaluated: its component stands for its chunk key. */
interface GeneratedRoute {
  path: string;
  exact?: boolean;
  routes?: GeneratedRoute[];
  component: {chunkKey: string};
}

/** `routesChunkNames.json`: for each route key, its chunk names, nested as the route's props are. */
export type RoutesChunkNames = Record<string, unknown>;

/** Each named chunk group of the client build (a route module's `import()`), and its files. */
export type ChunkGroupFiles = Record<string, string[]>;

/**
 * Reads the route table Docusaurus generates (`.docusaurus/routes.js`): an ES module of route
 * objects whose components are `ComponentCreator(path, hash)` calls, evaluated here with each call
 * standing for its chunk names' key. Fails on any other shape, so a Docusaurus update that changes
 * the file fails the build rather than leave pages without their preloads.
 */
export function parseRouteTable(source: string): TableRoute[] {
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default /m, 'return ');
  if (/^\s*(?:import|export)\b/m.test(body) || !body.includes('return [')) {
    throw new Error('[parley] .docusaurus/routes.js is not the route table routeChunkPreloads reads');
  }
  const componentCreator = (routePath: string, hash: string) => ({chunkKey: `${routePath}-${hash}`});
  const routes = new Function('ComponentCreator', body)(componentCreator) as GeneratedRoute[];
  const withKeys = (list: GeneratedRoute[]): TableRoute[] =>
    list.map(({component, routes: children, ...route}) => ({
      ...route,
      chunkKey: component.chunkKey,
      ...(children && {routes: withKeys(children)}),
    }));
  return withKeys(routes);
}

/** Every chunk name of a route (the leaves of its entry, however the props nest them). */
function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/**
 * The script files a page loads to start, beyond the entry's: those of every route the router
 * matches for `pathname` (the layouts and the page, as Docusaurus preloads them before hydrating),
 * in order, each once. `entryFiles` are left out: the HTML preloads them already.
 */
export function routeScriptFiles(
  pathname: string,
  routes: TableRoute[],
  chunkNames: RoutesChunkNames,
  groups: ChunkGroupFiles,
  entryFiles: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  for (const {route} of matchRoutes(routes as unknown as RouteConfig[], pathname)) {
    const {path, chunkKey: key} = route as unknown as TableRoute;
    // The not-found route's component is not a route module of its own.
    if (path === '*') continue;
    if (!(key in chunkNames)) throw new Error(`[parley] no chunk names for the route ${key}`);
    for (const name of chunkNamesOf(chunkNames[key])) {
      const group = groups[name];
      if (!group) throw new Error(`[parley] no chunk group "${name}" in the client build (route ${key})`);
      for (const file of group) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
    }
  }
  return [...files];
}
