import newman, {type NewmanRunSummary} from 'newman';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import type {PostmanCollection} from '../../src/plugins/openapi/postman';
import {expect, test} from './fixtures';
import {usePrismMocks} from './prismMock';

// The published Postman collections run as an integrator would run them after importing them:
// newman (Postman's own runner) sends every request, in order, to a Prism mock of the published
// document. The sign-in stores the tokens the others use, every request passes its own test of
// the documented status, and no request leaves a `{{variable}}` unresolved.

/** What the integrator fills in: the Bot API token is shown to them when the bot is added. */
const FILLED_IN: Record<string, {key: string; value: string}[]> = {
  'bot-api': [{key: 'botToken', value: 'example-bot-token'}],
  'external-api': [],
};

interface SentRequest {
  name: string;
  text: string;
  status: number | undefined;
}

function runCollection(
  collection: PostmanCollection,
  variables: {key: string; value: string}[],
): Promise<{summary: NewmanRunSummary; sent: SentRequest[]}> {
  const sent: SentRequest[] = [];
  return new Promise((resolve, reject) => {
    newman
      .run({collection: collection as never, envVar: variables, reporters: [], timeoutRequest: 10_000})
      .on('request', (error, args) => {
        if (error) return;
        const {request} = args;
        sent.push({
          name: args.item.name,
          text: [request.url.toString(), JSON.stringify(request.headers.toJSON()), request.body?.toString() ?? ''].join(
            '\n',
          ),
          status: args.response?.code,
        });
      })
      .on('done', (error, summary) => (error ? reject(error) : resolve({summary, sent})));
  });
}

test.describe('Postman collections run with newman against a mock of the published documents', () => {
  const mocks = usePrismMocks(4110);

  for (const info of API_DOCUMENTS) {
    test(`${info.title}: every request answers its documented status`, async ({request}) => {
      test.setTimeout(90_000);
      const collection = (await (await request.get(info.postmanPath)).json()) as PostmanCollection;
      const declared = (collection.variable ?? []).map((variable) => variable.key);
      expect(declared).toEqual(expect.arrayContaining(['baseUrl', 'company', info.postmanToken]));
      const {summary, sent} = await runCollection(collection, [
        {key: 'baseUrl', value: mocks().get(info.name)!.url},
        ...FILLED_IN[info.name],
      ]);
      const failures = summary.run.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`);
      expect(failures).toEqual([]);
      const requests = summary.run.stats.requests.total ?? 0;
      expect(requests).toBeGreaterThan(0);
      // One status test per request (the sign-in and refresh add a test of their tokens).
      expect(summary.run.stats.assertions.total).toBeGreaterThanOrEqual(requests);
      expect(summary.run.stats.assertions.failed).toBe(0);
      expect(sent.filter(({status}) => status === undefined || status >= 300).map(({name}) => name)).toEqual([]);
      expect(sent.filter(({text}) => /\{\{[^}]*\}\}/.test(text)).map(({name}) => name)).toEqual([]);
      // Every request that takes an Idempotency-Key sends a fresh one.
      const keys = sent.flatMap(({text}) => [...text.matchAll(/"key":"Idempotency-Key","value":"([^"]+)"/g)]);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys.map((match) => match[1])).size).toBe(keys.length);
    });
  }

  test('the sign-in and refresh send no token and store the pair they get', async ({request}) => {
    const collection = (await (await request.get('/openapi/external-api.postman.json')).json()) as PostmanCollection;
    const auth = collection.item.find((folder) => folder.name === 'Authorization')!.item!;
    for (const item of auth) {
      expect(item.request?.auth, item.name).toEqual({type: 'noauth'});
      const script = item.event?.find((event) => event.listen === 'test')?.script.exec.join('\n');
      expect(script, item.name).toContain("pm.collectionVariables.set('bearerToken', tokens.accessToken)");
      expect(script, item.name).toContain("pm.collectionVariables.set('refreshToken', tokens.refreshToken)");
    }
  });
});
