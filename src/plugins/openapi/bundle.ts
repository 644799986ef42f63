import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import {Document} from 'yaml';
import {commonErrors, deref, listOperations, pickMediaType, resolvePointer} from '../../openapi/model';
import type {ApiDocumentInfo, OpenApiDocument, ResponseObject} from '../../openapi/types';

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
  return withCommonResponses(result.bundle.parsed as OpenApiDocument);
}

/**
 * Documents the answers of `x-common-errors` (`415`, `502`…) on every operation a row applies to,
 * as a `$ref` to the row's response component. Where the operation documents that status itself
 * (its own `409`), the component's examples join the operation's (a copy: a shared response stays
 * as it is), so the published document tells a generated client or a mock every answer a call gets.
 */
export function withCommonResponses(doc: OpenApiDocument): OpenApiDocument {
  for (const located of listOperations(doc)) {
    const responses = (located.operation.responses ??= {});
    for (const entry of commonErrors(doc, located)) {
      if (!entry.response) continue;
      const ref = `#/components/responses/${entry.response}`;
      const common = resolvePointer(doc, ref) as ResponseObject; // a missing component fails the build here
      const status = String(entry.status);
      const own = responses[status];
      if (!own) {
        responses[status] = {$ref: ref} as ResponseObject;
        continue;
      }
      const commonMedia = pickMediaType(common.content);
      const ownResponse = deref(doc, own);
      const ownMedia = pickMediaType(ownResponse.content);
      if (!commonMedia || !ownMedia || ownMedia[0] !== commonMedia[0]) continue;
      responses[status] = {
        ...ownResponse,
        content: {
          ...ownResponse.content,
          [ownMedia[0]]: {...ownMedia[1], examples: {...ownMedia[1].examples, ...commonMedia[1].examples}},
        },
      };
    }
  }
  return doc;
}

/**
 * The document as it is published (its YAML, its Postman collection): the descriptions' links to
 * the site's pages (`[Idempotency](/docs/api#idempotency)`), written site-relative so that the site's
 * pages and its link check read them, made absolute, since a downloaded document or a collection
 * in Postman has no site to be relative to.
 */
export function forPublishing(doc: OpenApiDocument, siteUrl: string): OpenApiDocument {
  const origin = siteUrl.replace(/\/$/, '');
  const absolute = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/\]\(\/(?!\/)/g, `](${origin}/`);
    if (Array.isArray(value)) return value.map(absolute);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolute(item)]));
    }
    return value;
  };
  return absolute(doc) as OpenApiDocument;
}

/**
 * The published YAML. Written as YAML 1.1, the version PyYAML and SnakeYAML read: strings such as
 * `on`, `no` or `12:30` that 1.1 would read as booleans or numbers are quoted, and so is every
 * string a stricter parser could misread. The same text is valid YAML 1.2 with the same data.
 * Without anchors or aliases: an object the bundle shares is written out each time, since readers
 * limit aliases by default (SnakeYAML refuses more than 50) and some tools do not follow them.
 */
export function publishedYaml(doc: OpenApiDocument): string {
  const document = new Document(doc, {version: '1.1', aliasDuplicateObjects: false});
  return document.toString({lineWidth: 0, directives: false});
}
