#!/usr/bin/env node
/**
 * `parley-docs-mcp [--site <URL> | --build <dir>]`: the docs' MCP server over stdio.
 * `--site` reads the published site (default: the production address), `--build` a local build.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {brand} from '../../config/brand';
import {createServer} from './server';
import {Source, ToolError} from './source';

const USAGE = 'Usage: parley-docs-mcp [--site <URL> | --build <dir>]';

function sourceFromArgs(): Source {
  const {values} = parseArgs({
    options: {site: {type: 'string'}, build: {type: 'string'}, help: {type: 'boolean'}},
    strict: true,
  });
  if (values.help) {
    console.log(
      `${USAGE}\n  --site <URL>   read the published docs (default ${brand.siteUrl})\n  --build <dir>  read a local build instead`,
    );
    process.exit(0);
  }
  if (values.site && values.build) throw new ToolError('Give --site or --build, not both.');
  return values.build ? Source.build(values.build) : Source.site(values.site ?? brand.siteUrl);
}

try {
  const server = createServer(sourceFromArgs());
  await server.connect(new StdioServerTransport());
} catch (error) {
  // Only a wrong command line ends the server: stdout is the protocol's, so the message goes to stderr.
  console.error(`parley-docs-mcp: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
