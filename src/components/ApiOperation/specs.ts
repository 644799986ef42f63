import botApi from '@site/static/openapi/bot-api.yaml';
import {SPEC_REGISTRY, type SpecInfo} from './registry';
import type {OpenApiDocument} from './types';

/** The parsed documents by registry name (the site build imports YAML through yaml-loader). */
const DOCUMENTS: Record<string, unknown> = {
  'bot-api': botApi,
};

export interface Spec extends SpecInfo {
  document: OpenApiDocument;
}

/** A registered OpenAPI document; throws with the known names if `name` is not one of them. */
export function getSpec(name: string): Spec {
  const info = SPEC_REGISTRY.find((entry) => entry.name === name);
  const document = DOCUMENTS[name];
  if (!info || !document) {
    throw new Error(
      `Unknown OpenAPI document "${name}". Known: ${SPEC_REGISTRY.map((entry) => entry.name).join(', ')}.`,
    );
  }
  return {...info, document: document as OpenApiDocument};
}
