import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {ApiDocumentInfo, ErrorCodeEntry, OpenApiDocument} from '../../openapi/types';
import {HTTP_METHODS} from '../../openapi/types';

/** The catalogue of error codes, one file beside the documents. */
export const ERROR_CODES_FILE = 'openapi/error-codes.yaml';

type Catalogue = Record<string, {status: number; meaning: string; action: string}>;

/** Every `x-errors` and `x-common-errors` entry of a document: the codes its pages list. */
function usedErrors(doc: OpenApiDocument): {status: number; code: string; where: string}[] {
  const used = (doc['x-common-errors'] ?? []).map(({status, code}) => ({status, code, where: 'x-common-errors'}));
  for (const [key, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      for (const {status, code} of pathItem[method]?.['x-errors'] ?? []) {
        used.push({status, code, where: `${method.toUpperCase()} ${key}`});
      }
    }
  }
  return used;
}

/**
 * The error catalogue of /docs/api: every code the documents use, with its status, meaning, action
 * and the APIs that return it. Throws on a code missing from the catalogue, a status that differs
 * from it, or a catalogue entry no document uses, so the catalogue and the documents stay one.
 */
export function errorCatalogue(
  siteDir: string,
  documents: {info: ApiDocumentInfo; doc: OpenApiDocument}[],
): ErrorCodeEntry[] {
  const catalogue = parse(fs.readFileSync(path.join(siteDir, ERROR_CODES_FILE), 'utf8')) as Catalogue;
  const apis = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const {info, doc} of documents) {
    for (const {status, code, where} of usedErrors(doc)) {
      const entry = catalogue[code];
      if (!entry) problems.push(`${info.file} (${where}): ${code} is not in ${ERROR_CODES_FILE}`);
      else if (entry.status !== status)
        problems.push(`${info.file} (${where}): ${code} is ${status} here, ${entry.status} in ${ERROR_CODES_FILE}`);
      apis.set(code, (apis.get(code) ?? new Set()).add(info.title));
    }
  }
  for (const code of Object.keys(catalogue)) {
    if (!apis.has(code)) problems.push(`${ERROR_CODES_FILE}: ${code} is used by no document`);
  }
  if (problems.length > 0) throw new Error(`[parley] Error codes disagree:\n  ${problems.join('\n  ')}`);
  return Object.entries(catalogue)
    .map(([code, entry]) => ({code, ...entry, apis: [...apis.get(code)!]}))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}
