/** A page's route without its trailing slash (`/docs/` → `/docs`), `/` for the home page. */
export function pageRoute(permalink: string): string {
  return permalink.replace(/\/+$/, '') || '/';
}

/**
 * Where a page's Markdown twin is served: the page's path plus `.md` (`/docs/info` →
 * `/docs/info.md`), and `/index.md` for the home page. Shared by the build step that writes the
 * twins and the page actions that link to them.
 */
export function markdownTwinPath(routePath: string): string {
  const route = pageRoute(routePath);
  return route === '/' ? '/index.md' : `${route}.md`;
}
