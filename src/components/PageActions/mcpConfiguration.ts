/**
 * The MCP configuration the page actions copy and docs/api/ai-assistants.md shows: the docs' MCP
 * server (mcp/, published as @parley/docs-mcp) started by npx over stdio, reading this site. The
 * `mcpServers` shape is what Cursor, Claude Desktop and Claude Code's `.mcp.json` read.
 */
export const MCP_SERVER_NAME = 'parley-docs';
export const MCP_PACKAGE = '@parley/docs-mcp';

export function mcpConfiguration(siteUrl: string): string {
  const config = {
    mcpServers: {
      [MCP_SERVER_NAME]: {command: 'npx', args: ['-y', MCP_PACKAGE, '--site', siteUrl.replace(/\/+$/, '')]},
    },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
