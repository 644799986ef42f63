import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {OpenApiDocument} from '../../components/ApiReference/types';
import {API_DOCUMENTS} from './documents';
import {referenceData} from './slice';

const PLUGIN_NAME = 'openapi-reference';

/**
 * Build-time data of the API reference (see ./README.md): parses the OpenAPI documents of
 * ./documents.ts in Node and writes one JSON file per operation and per webhook, holding only what
 * that page renders. Pages import their own file through the `@openapi` alias, so an API page's
 * chunk carries one operation, not whole documents. The dev server reloads on document edits.
 */
export default function openapiReference(context: LoadContext): Plugin<{file: string; data: unknown}[]> {
  const dataDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => API_DOCUMENTS.map((info) => path.resolve(context.siteDir, info.file)),
    async loadContent() {
      return API_DOCUMENTS.flatMap((info) => {
        const document = parse(fs.readFileSync(path.resolve(context.siteDir, info.file), 'utf8')) as OpenApiDocument;
        return referenceData(info, document);
      });
    },
    async contentLoaded({content, actions}) {
      const written = await Promise.all(content.map(({file, data}) => actions.createData(file, JSON.stringify(data))));
      // The alias below must point where createData writes.
      if (written.some((file) => !file.startsWith(dataDir))) {
        throw new Error(`[parley] createData wrote outside ${dataDir}: ${written[0]}`);
      }
    },
    configureWebpack() {
      return {resolve: {alias: {'@openapi': dataDir}}};
    },
  };
}
