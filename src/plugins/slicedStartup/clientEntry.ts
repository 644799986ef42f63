/**
 * The browser entry of the production build (see ./index.ts): Docusaurus' own client entry, reached
 * in slices. Evaluated at once, the entry is one task of 250–370 ms on a phone (Lighthouse's 4× CPU
 * slowdown), most of a page's Total Blocking Time. Here each slice evaluates a part of the same
 * bundle, or does part of the entry's first work ahead of it, and yields to the browser before the
 * next, so input and rendering are never held up for long.
 *
 * The imports are `eager`: the modules stay in main.js, no extra request is made. The order keeps
 * that of the original entry where it matters: the client modules (with the site's CSS) are
 * evaluated before the theme, as `@docusaurus/core/lib/client/App` does.
 */
import type {RouteConfig} from 'react-router-config';

const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long a slice of work may run before it yields: 32 ms on a phone 4× slower, below a long task's 50. */
const SLICE_MS = 8;

/**
 * Matching a path compiles the pattern of every route up to the page's, in the order of
 * react-router-config's `matchRoutes`: about 300 patterns on a docs page, one task of 130 ms on a
 * phone. react-router caches each compiled pattern, so this walk compiles them in slices and the
 * match that follows (and the router's own) only looks them up.
 */
async function compileRoutePatternsInSlices(routes: RouteConfig[], pathname: string): Promise<void> {
  const {matchPath} = await import(/* webpackMode: "eager" */ 'react-router');
  let sliceStart = performance.now();
  async function walk(level: RouteConfig[]): Promise<void> {
    for (const route of level) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      // A route without a path matches, as in matchRoutes.
      if (route.path !== undefined && matchPath(pathname, route) === null) continue;
      if (route.routes) await walk(route.routes);
      return;
    }
  }
  await walk(routes);
}

async function start(): Promise<void> {
  // React DOM, the largest module of the bundle.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // The route table: one loadable component per route.
  const [{default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  await yieldToBrowser();
  await compileRoutePatternsInSlices(routes as RouteConfig[], window.location.pathname);
  const matches = matchRoutes(routes as RouteConfig[], window.location.pathname);
  await yieldToBrowser();
  // Starts loading this page's chunks, a route at a time (each adds a script element per chunk).
  // The entry's own preload then gets the same promises, and handles a failure as it always has.
  for (const {route} of matches) {
    const component = route.component as {preload?: () => Promise<unknown>} | undefined;
    component?.preload?.().catch(() => undefined);
    await yieldToBrowser();
  }
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void start();
