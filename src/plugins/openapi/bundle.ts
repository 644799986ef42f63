import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import {convertV2, type CollectionResult} from 'openapi-to-postmanv2';
import {Document} from 'yaml';
import type {ApiDocumentInfo, OpenApiDocument} from '../../components/ApiReference/types';

/**
 * One document of ./documents.ts with its `$ref`s into other files (openapi/common.yaml) resolved:
 * Redocly's bundler copies every shared component into the document's own `components`, so the
 * result is one self-contained OpenAPI document, the one the site renders and publishes.
 */
export async function bundleDocument(siteDir: string, info: ApiDocumentInfo): Promise<OpenApiDocument> {
  const config = await createConfig({});
  const result = await bundle({ref: path.resolve(siteDir, info.file), config});
  const problems = result.problems.filter((problem) => problem.severity === 'error');
  if (problems.length > 0) {
    const messages = problems.map((problem) => `  ${problem.message}`).join('\n');
    throw new Error(`[parley] ${info.file} does not bundle:\n${messages}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

/**
 * The published YAML. Written as YAML 1.1, the version PyYAML and SnakeYAML read: strings such as
 * `on`, `no` or `12:30` that 1.1 would read as booleans or numbers are quoted, and so is every
 * string a stricter parser could misread. The same text is valid YAML 1.2 with the same data.
 */
export function publishedYaml(doc: OpenApiDocument): string {
  const document = new Document(doc, {version: '1.1'});
  return document.toString({lineWidth: 0, directives: false});
}

/**
 * The Postman collection of a document, made by Postman's own converter: one folder per tag,
 * requests filled with the document's examples, the base URL and the token as collection
 * variables (`{{baseUrl}}`, `{{bearerToken}}`).
 */
export async function postmanCollection(doc: OpenApiDocument): Promise<unknown> {
  const result = await new Promise<CollectionResult>((resolve, reject) => {
    convertV2(
      {type: 'json', data: structuredClone(doc) as object},
      {folderStrategy: 'Tags', parametersResolution: 'Example', includeWebhooks: false},
      (error, converted) => (error ? reject(error) : resolve(converted as CollectionResult)),
    );
  });
  const collection = result.output?.find((item) => item.type === 'collection')?.data;
  if (!result.result || !collection) {
    throw new Error(`[parley] Postman conversion of ${doc.info.title} failed: ${result.reason}`);
  }
  // Webhooks are not requests the reader sends: drop the folders they leave empty.
  const withItems = collection as {item?: {item?: unknown[]}[]};
  withItems.item = withItems.item?.filter((folder) => folder.item === undefined || folder.item.length > 0);
  return collection;
}
