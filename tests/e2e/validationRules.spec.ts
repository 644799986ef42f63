import crypto from 'node:crypto';
import {parse} from 'yaml';
import {
  collectParameters,
  deref,
  listOperations,
  mediaExamples,
  parameterExample,
  type LocatedOperation,
} from '../../src/openapi/model';
import type {OpenApiDocument, RuleRequest} from '../../src/openapi/types';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import {expect, test} from './fixtures';
import {usePrismMocks, type PrismMock} from './prismMock';

// Every rule a page states for a `400` (the `rules` of an operation's errors table) is sent to a
// Prism mock of the published document: the request the rule refuses must be refused, its valid
// neighbour accepted. A mock or validator built from the document thus rejects what the pages say.

async function send(mock: PrismMock, doc: OpenApiDocument, located: LocatedOperation, request: RuleRequest) {
  const parameters = collectParameters(doc, located);
  let path = located.key;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {
    Authorization: 'Bearer example-token',
    'Content-Type': 'application/json',
  };
  for (const parameter of parameters) {
    const value =
      parameter.in === 'path'
        ? (request.path?.[parameter.name] ?? parameterExample(doc, parameter))
        : parameterExample(doc, parameter);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(value));
    else if (parameter.in === 'header' && parameter.name === 'Idempotency-Key')
      headers[parameter.name] = crypto.randomUUID();
  }
  for (const [name, value] of Object.entries(request.query ?? {})) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  // A rule about a parameter sends the operation's own example body.
  const requestBody = located.operation.requestBody ? deref(doc, located.operation.requestBody) : undefined;
  const body = request.body ?? mediaExamples(doc, requestBody?.content?.['application/json'])[0]?.value;
  const response = await fetch(`${mock.url}${path}${search}`, {
    method: located.method.toUpperCase(),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, violations: response.headers.get('sl-violations')};
}

test.describe('the 400 rules of the pages, sent to a mock of the published documents', () => {
  const mocks = usePrismMocks(4210);

  for (const info of API_DOCUMENTS) {
    test(`${info.title}: each rule's request is refused and its valid neighbour accepted`, async ({request}) => {
      test.setTimeout(60_000);
      const doc = parse(await (await request.get(info.downloadPath)).text()) as OpenApiDocument;
      const checked: string[] = [];
      for (const located of listOperations(doc)) {
        for (const row of located.operation['x-errors'] ?? []) {
          for (const rule of row.rules ?? []) {
            const name = `${located.operation.operationId}: ${rule.rule}`;
            const refused = await send(mocks().get(info.name)!, doc, located, rule.refused);
            expect(refused.status, `${name} (refused)`).toBeGreaterThanOrEqual(400);
            expect(refused.status, `${name} (refused)`).toBeLessThan(500);
            expect(refused.violations, `${name} (refused)`).not.toBeNull();
            const accepted = await send(mocks().get(info.name)!, doc, located, rule.accepted);
            expect(accepted.violations, `${name} (accepted)`).toBeNull();
            expect(accepted.status, `${name} (accepted)`).toBeLessThan(300);
            checked.push(name);
          }
        }
      }
      expect(checked.length, 'rules checked').toBeGreaterThan(0);
    });
  }
});
