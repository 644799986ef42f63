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
 * The published YAML. Written as YAML 1.1, the version PyYAML and SnakeYAML read: strings such as
 * `on`, `no` or `12:30` that 1.1 would read as booleans or numbers are quoted, and so is every
 * string a stricter parser could misread. The same text is valid YAML 1.2 with the same data.
 */
export function publishedYaml(doc: OpenApiDocument): string {
  const document = new Document(doc, {version: '1.1'});
  return document.toString({lineWidth: 0, directives: false});
}
