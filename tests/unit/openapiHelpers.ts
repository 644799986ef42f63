/**
 * Shared by the openapi*.test.ts files: bundles the registered OpenAPI documents as the build does
 * (their shared components resolved) and finds the API pages' references to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bundleDocument} from '@site/src/plugins/openapi/bundle';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import type {OpenApiDocument} from '@site/src/openapi/types';
import {listOperations} from '@site/src/openapi/model';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every registered document, bundled as the build publishes it, by registry name. */
export async function loadSpecs(): Promise<Record<string, OpenApiDocument>> {
  const bundled = await Promise.all(
    API_DOCUMENTS.map(async (entry) => [entry.name, await bundleDocument(ROOT, entry)]),
  );
  return Object.fromEntries(bundled);
}

/** A component reference found on a page. */
export interface PageReference {
  page: string;
  component: 'ApiOperation' | 'ApiWebhook';
  spec?: string;
  /** The operationId (ApiOperation) or the webhook name (ApiWebhook). */
  target?: string;
}

/** The Markdown and MDX files under `dir`, at any depth. */
export function listPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The references of an MDX page: each `<ApiOperation operation={x} />` or `<ApiWebhook webhook={x} />`
 * and the `@openapi/<document>/operations/<operationId>.json` (or `webhooks/<name>.json`) that `x`
 * is imported from.
 */
export function findReferences(page: string, source: string): PageReference[] {
  const imports = new Map<string, {spec: string; kind: string; target: string}>();
  for (const match of source.matchAll(
    /^import (\w+) from '@openapi\/([^/']+)\/(operations|webhooks)\/([^/']+)\.json';$/gm,
  )) {
    imports.set(match[1], {spec: match[2], kind: match[3], target: match[4]});
  }
  const references: PageReference[] = [];
  for (const match of source.matchAll(/<(ApiOperation|ApiWebhook)\b[^>]*>/g)) {
    const component = match[1] as PageReference['component'];
    const [prop, kind] = component === 'ApiOperation' ? ['operation', 'operations'] : ['webhook', 'webhooks'];
    const identifier = new RegExp(`\\b${prop}=\\{(\\w+)\\}`).exec(match[0])?.[1];
    const data = identifier ? imports.get(identifier) : undefined;
    references.push({page, component, ...(data?.kind === kind && {spec: data.spec, target: data.target})});
  }
  return references;
}

/** The pages under docs/api, relative to the repository, with their source. */
export function loadApiPages(): {page: string; source: string}[] {
  return listPages(path.join(ROOT, 'docs/api'))
    .sort()
    .map((file) => ({page: path.relative(ROOT, file), source: fs.readFileSync(file, 'utf8')}));
}

/**
 * Drift between documents and pages: every operation and webhook must be rendered by exactly one
 * page, and every reference must name a registered document and an existing operation.
 */
export function findDrift(specs: Record<string, OpenApiDocument>, references: PageReference[]): string[] {
  const problems: string[] = [];
  for (const reference of references) {
    const doc = reference.spec ? specs[reference.spec] : undefined;
    if (!reference.spec || !reference.target) {
      problems.push(
        `${reference.page}: <${reference.component}> needs its data imported from @openapi/<document>/${reference.component === 'ApiOperation' ? 'operations' : 'webhooks'}/…`,
      );
    } else if (!doc) {
      problems.push(`${reference.page}: unknown document spec="${reference.spec}"`);
    } else {
      const exists = listOperations(doc).some((entry) =>
        reference.component === 'ApiOperation'
          ? entry.kind === 'path' && entry.operation.operationId === reference.target
          : entry.kind === 'webhook' && entry.key === reference.target,
      );
      if (!exists)
        problems.push(
          `${reference.page}: ${reference.spec} has no ${reference.component === 'ApiOperation' ? 'operation' : 'webhook'} "${reference.target}"`,
        );
    }
  }
  for (const [name, doc] of Object.entries(specs)) {
    for (const entry of listOperations(doc)) {
      const target = entry.kind === 'path' ? entry.operation.operationId : entry.key;
      const component = entry.kind === 'path' ? 'ApiOperation' : 'ApiWebhook';
      const pages = references.filter(
        (reference) => reference.component === component && reference.spec === name && reference.target === target,
      );
      if (pages.length === 0)
        problems.push(`${name}: ${entry.kind === 'path' ? `operation ${target}` : `webhook ${target}`} has no page`);
      if (pages.length > 1)
        problems.push(
          `${name}: ${target} is rendered by ${pages.length} pages: ${pages.map((reference) => reference.page).join(', ')}`,
        );
    }
  }
  return problems;
}
