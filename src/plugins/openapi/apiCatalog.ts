/**
 * `/.well-known/api-catalog` (RFC 9727): where a client or an AI assistant that knows only the
 * site's address finds its APIs. A linkset (RFC 9264, `application/linkset+json`): the catalog
 * names each API (`item`), and each API its descriptions (`service-desc`: the OpenAPI document and
 * the Postman collection) and its docs (`service-doc`). Made from `documents.ts`, so a new
 * document is listed without more work.
 */
import {API_DOCUMENTS} from './documents';

/** Where the catalog is served; nginx gives it its media type (deploy/nginx/parley-docs.conf). */
export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const API_CATALOG_TYPE = 'application/linkset+json';

interface Link {
  href: string;
  type?: string;
  title?: string;
}

export interface ApiCatalog {
  linkset: ({anchor: string} & Record<string, Link[] | string>)[];
}

export function apiCatalog(siteUrl: string): ApiCatalog {
  const origin = siteUrl.replace(/\/+$/, '');
  // Each API is anchored at its docs page: its servers are per workspace (`https://{company}.…`),
  // so no single address of the API itself exists to anchor it at.
  const apis = API_DOCUMENTS.map((document) => ({
    anchor: `${origin}${document.docsPath}`,
    'service-desc': [
      {
        href: `${origin}${document.downloadPath}`,
        type: 'application/yaml',
        title: `${document.title}: OpenAPI 3.1 document`,
      },
      {
        href: `${origin}${document.postmanPath}`,
        type: 'application/json',
        title: `${document.title}: Postman collection`,
      },
    ],
    'service-doc': [{href: `${origin}${document.docsPath}`, type: 'text/html', title: `${document.title} guide`}],
  }));
  return {
    linkset: [{anchor: `${origin}${API_CATALOG_PATH}`, item: apis.map(({anchor}) => ({href: anchor}))}, ...apis],
  };
}
