/**
 * Comlink as the search worker sees it in the MCP server: the worker ends with
 * `Comlink.expose(SearchWorker)`, which listens for a page's messages; the server calls the class
 * itself, so there is nothing to expose.
 */
export function expose(): void {}
