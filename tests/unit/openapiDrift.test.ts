import {describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '@site/src/plugins/openapi/documents';
import {referenceData} from '@site/src/plugins/openapi/slice';
import {listOperations} from '@site/src/openapi/model';
import path from 'node:path';
import {findDrift, findReferences, loadApiPages, loadSpecs} from './openapiHelpers';

const specs = await loadSpecs();
const pages = loadApiPages();
const references = pages.flatMap(({page, source}) => findReferences(page, source));

/** The Bot API pages of routes.txt and what each one renders. */
const BOT_API_PAGES: Record<string, string> = {
  'docs/api/bot-api/greeting.md': 'setGreeting',
  'docs/api/bot-api/stub.md': 'setStub',
  'docs/api/bot-api/hints.md': 'setHints',
  'docs/api/bot-api/history.md': 'getThreadHistory',
  'docs/api/bot-api/close-thread.md': 'closeThread',
  'docs/api/bot-api/create-new-client.md': 'createClient',
  'docs/api/bot-api/create-new-thread.md': 'createThread',
  'docs/api/bot-api/send-bot-answers.md': 'sendBotAnswers',
  'docs/api/bot-api/post-answers-by-client-id.md': 'postAnswersByClientId',
  'docs/api/bot-api/add-tags-to-thread.md': 'addThreadTags',
  'docs/api/bot-api/remove-tag-from-thread.md': 'removeThreadTag',
  'docs/api/bot-api/get-list-of-tags.md': 'listTags',
  'docs/api/bot-api/webhooks/init-chat.md': 'INIT_CHAT',
  'docs/api/bot-api/webhooks/message.md': 'MESSAGE',
  'docs/api/bot-api/webhooks/training.md': 'TRAINING',
  'docs/api/bot-api/webhooks/client-contact-provided.md': 'CLIENT_CONTACT_PROVIDED',
};

describe('OpenAPI documents and API pages', () => {
  it('registers documents that exist, with operations to render', () => {
    expect(API_DOCUMENTS.map((entry) => entry.name)).toEqual(['bot-api', 'external-api']);
    for (const entry of API_DOCUMENTS) {
      expect(entry.downloadPath).toBe(`/openapi/${path.basename(entry.file)}`);
      expect(entry.postmanPath).toBe(`/openapi/${entry.name}.postman.json`);
      expect(listOperations(specs[entry.name]).length).toBeGreaterThan(0);
    }
  });

  it('gives the build one data file per operation and per webhook, the files the pages import', () => {
    for (const entry of API_DOCUMENTS) {
      const files = referenceData(entry, specs[entry.name]).map(({file}) => file);
      expect(files).toHaveLength(listOperations(specs[entry.name]).length);
      expect(new Set(files).size).toBe(files.length);
      for (const reference of references.filter((item) => item.spec === entry.name)) {
        const kind = reference.component === 'ApiOperation' ? 'operations' : 'webhooks';
        expect(files, reference.page).toContain(`${entry.name}/${kind}/${reference.target}.json`);
      }
    }
  });

  it('renders every operation and webhook on exactly one page, and every reference exists', () => {
    expect(references.length).toBeGreaterThanOrEqual(15);
    expect(findDrift(specs, references)).toEqual([]);
  });

  it('puts each Bot API operation and webhook on its own route', () => {
    for (const [page, target] of Object.entries(BOT_API_PAGES)) {
      const found = references.filter((reference) => reference.page === page);
      expect(found, page).toHaveLength(1);
      expect(found[0]).toMatchObject({spec: 'bot-api', target});
    }
  });

  it('imports the components on every page that uses them', () => {
    for (const {page, source} of pages) {
      const modules = {
        ApiOperation: 'ApiReference/Operation',
        ApiWebhook: 'ApiReference/Webhook',
        WebhookSignatureCheck: 'WebhookSignatureCheck',
      };
      for (const [component, module] of Object.entries(modules)) {
        if (new RegExp(`<${component}\\b`).test(source)) {
          expect(source, page).toContain(`import ${component} from '@site/src/components/${module}';`);
        }
      }
    }
  });

  it('offers the OpenAPI download on /docs/api and on every Bot API page', () => {
    const botPages = pages.filter(({page}) => page === 'docs/api/index.md' || page.startsWith('docs/api/bot-api/'));
    expect(botPages.length).toBe(20);
    for (const {page, source} of botPages) {
      const linked =
        source.includes('](pathname:///openapi/bot-api.yaml)') ||
        findReferences(page, source).some((reference) => reference.spec === 'bot-api');
      expect(linked, page).toBe(true);
    }
  });

  it('reports a removed page, a duplicate and a reference to nothing', () => {
    const withoutGreeting = references.filter((reference) => reference.target !== 'setGreeting');
    expect(findDrift(specs, withoutGreeting)).toEqual(['bot-api: operation setGreeting has no page']);
    const withoutWebhook = references.filter((reference) => reference.target !== 'TRAINING');
    expect(findDrift(specs, withoutWebhook)).toEqual(['bot-api: webhook TRAINING has no page']);
    const duplicate = [
      ...references,
      {page: 'docs/api/x.md', component: 'ApiOperation' as const, spec: 'bot-api', target: 'listTags'},
    ];
    expect(findDrift(specs, duplicate)).toEqual([expect.stringContaining('listTags is rendered by 2 pages')]);
    const dangling = findReferences(
      'docs/api/y.md',
      "import operation from '@openapi/bot-api/operations/deleteEverything.json';\n\n<ApiOperation operation={operation} />",
    );
    expect(findDrift(specs, [...references, ...dangling])).toEqual([
      'docs/api/y.md: bot-api has no operation "deleteEverything"',
    ]);
  });
});
