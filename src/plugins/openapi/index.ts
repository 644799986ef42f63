import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ErrorCodeEntry, OperationData, WebhookData} from '../../openapi/types';
import {bundleDocument, forPublishing, publishedYaml} from './bundle';
import {API_DOCUMENTS, PUBLISHED_STATIC_DIR, SHARED_FILES} from './documents';
import {postmanCollection} from './postman';
import {errorCatalogue} from './errorCodes';
import {referenceData} from './slice';
import {API_CATALOG_PATH, apiCatalog} from './apiCatalog';

const PLUGIN_NAME = 'openapi-reference';

interface Content {
  pages: {file: string; data: OperationData | WebhookData}[];
  errorCodes: ErrorCodeEntry[];
  published: {path: string; text: string}[];
}

/**
 * Build-time data of the API reference (see ./README.md): bundles the OpenAPI documents of
 * ./documents.ts in Node and writes one JSON file per operation and per webhook, holding only what
 * that page renders, plus the error catalogue. Pages import their own file through the `@openapi`
 * alias, so an API page's chunk carries one operation, not whole documents. The bundled documents
 * and their Postman collections are published for download. The dev server reloads on edits.
 */
export default function openapiReference(context: LoadContext): Plugin<Content> {
  const dataDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default');
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () =>
      [...API_DOCUMENTS.map((info) => info.file), ...SHARED_FILES].map((file) => path.resolve(context.siteDir, file)),
    async loadContent() {
      const documents = await Promise.all(
        API_DOCUMENTS.map(async (info) => ({info, doc: await bundleDocument(context.siteDir, info)})),
      );
      const published = await Promise.all(
        documents.flatMap(({info, doc}) => [
          {path: info.downloadPath, text: publishedYaml(forPublishing(doc, context.siteConfig.url))},
          postmanCollection(forPublishing(doc, context.siteConfig.url), info).then((collection) => ({
            path: info.postmanPath,
            text: `${JSON.stringify(collection, null, 2)}\n`,
          })),
        ]),
      );
      return {
        pages: documents.flatMap(({info, doc}) => referenceData(info, doc)),
        errorCodes: errorCatalogue(context.siteDir, documents),
        published,
      };
    },
    async contentLoaded({content, actions}) {
      const staticDir = path.resolve(context.siteDir, PUBLISHED_STATIC_DIR);
      for (const file of content.published) {
        const target = path.join(staticDir, file.path);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, file.text);
      }
      const written = await Promise.all([
        ...content.pages.map(({file, data}) => actions.createData(file, JSON.stringify(data))),
        actions.createData('error-codes.json', JSON.stringify(content.errorCodes)),
      ]);
      // The alias below must point where createData writes.
      if (written.some((file) => !file.startsWith(dataDir))) {
        throw new Error(`[parley] createData wrote outside ${dataDir}: ${written[0]}`);
      }
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, API_CATALOG_PATH);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, `${JSON.stringify(apiCatalog(context.siteConfig.url), null, 2)}\n`);
    },
    configureWebpack() {
      return {resolve: {alias: {'@openapi': dataDir}}};
    },
  };
}
