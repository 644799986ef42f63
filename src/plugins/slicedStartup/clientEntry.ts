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
  // Matching compiles the path pattern of every route up to this page's; the router caches them.
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
