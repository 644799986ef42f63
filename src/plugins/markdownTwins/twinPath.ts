/**
 * Where a page's Markdown twin is served: the page's path plus `.md` (`/docs/info` →
 * `/docs/info.md`), and `/index.md` for the home page. Shared by the build step that writes the
 * twins and the page actions that link to them.
 */
export function markdownTwinPath(routePath: string): string {
  const path = routePath.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
