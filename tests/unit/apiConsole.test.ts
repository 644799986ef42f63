import {describe, expect, it} from 'vitest';
import {listOperations, type LocatedOperation} from '@site/src/openapi/model';
import type {OpenApiDocument} from '@site/src/openapi/types';
import {buildRequest, curlFor, mockCommand, serverOrigin} from '@site/src/components/ApiConsole/request';
import {createTokenStore, tokenKey, type StorageLike} from '@site/src/components/ApiConsole/storage';
import {
  consoleParameters,
  createChecker,
  defaultParts,
  readableLocation,
  ruleParts,
} from '@site/src/components/ApiConsole/validation';
import {loadSpecs} from './openapiHelpers';

const specs = await loadSpecs();
const operations: [string, OpenApiDocument, LocatedOperation][] = Object.entries(specs).flatMap(([name, doc]) =>
  listOperations(doc)
    .filter((located) => located.kind === 'path')
    .map(
      (located) =>
        [`${name} ${located.operation.operationId}`, doc, located] as [string, OpenApiDocument, LocatedOperation],
    ),
);

describe('the console checks a request against the schema and the page’s 400 rules', () => {
  it.each(operations)('%s: its first example breaks nothing', (_, doc, located) => {
    expect(createChecker(doc, located)(defaultParts(doc, located))).toEqual([]);
  });

  const rules = operations.flatMap(([name, doc, located]) =>
    (located.operation['x-errors'] ?? [])
      .filter((row) => row.status === 400)
      .flatMap((row) => (row.rules ?? []).map((rule) => [`${name}: ${rule.rule}`, doc, located, rule] as const)),
  );

  it('finds rules to check', () => expect(rules.length).toBeGreaterThan(10));

  it.each(rules)('%s: the refused request is named with the rule, the accepted one passes', (_, doc, located, rule) => {
    const check = createChecker(doc, located);
    const defaults = defaultParts(doc, located);
    const refused = check(ruleParts(rule.refused, defaults));
    expect(refused.flatMap((finding) => finding.rules ?? [])).toContain(rule.rule);
    expect(check(ruleParts(rule.accepted, defaults))).toEqual([]);
  });

  it('names a rule by the field it quotes when the other field breaks it (login or password empty)', () => {
    const doc = specs['external-api'];
    const located = listOperations(doc).find((entry) => entry.operation.operationId === 'login')!;
    const findings = createChecker(
      doc,
      located,
    )({
      path: {},
      query: {},
      header: {},
      body: {login: '', password: 'Quarry4-maple-signal'},
    });
    expect(findings).toEqual([
      {where: 'login', message: 'must be at least 3 characters', rules: ['`login` or `password` is empty.']},
    ]);
  });

  it('says other errors plainly, with the place as a reader writes it', () => {
    const doc = specs['bot-api'];
    const located = listOperations(doc).find((entry) => entry.operation.operationId === 'sendBotAnswers')!;
    const parts = defaultParts(doc, located);
    const findings = createChecker(doc, located)({...parts, body: {answers: [{text: 5}]}});
    expect(
      findings.some((finding) => finding.where === 'answers[0].text' && /^must be string/.test(finding.message)),
    ).toBe(true);
    expect(readableLocation('#/body/answers/0/buttons/1/label')).toBe('answers[0].buttons[1].label');
    expect(readableLocation('#/query/page')).toBe('query parameter page');
    expect(readableLocation('#/body', 'text')).toBe('text');
  });

  it('leaves cookies and the headers it sets itself out of the fields', () => {
    for (const [, doc, located] of operations) {
      for (const parameter of consoleParameters(doc, located)) {
        expect(parameter.in).not.toBe('cookie');
        expect(parameter.name.toLowerCase()).not.toBe('authorization');
      }
    }
  });
});

describe('the request and its curl', () => {
  const request = buildRequest({
    origin: serverOrigin('workspace', 'acme'),
    method: 'post',
    path: '/api/v1/bot/threads/{threadId}/messages',
    parameters: [
      {name: 'threadId', in: 'path', required: true},
      {name: 'page', in: 'query'},
      {name: 'size', in: 'query'},
      {name: 'Idempotency-Key', in: 'header'},
    ],
    values: {'path:threadId': 'a b', 'query:page': '0', 'query:size': '', 'header:Idempotency-Key': 'k-1'},
    token: "secret'token",
    body: '{\n  "text": "It\'s here"\n}',
  });

  it('puts the fields where they go and leaves empty ones out', () => {
    expect(request.url).toBe('https://acme.parley.example/api/v1/bot/threads/a%20b/messages?page=0');
    expect(request.headers).toEqual([
      {name: 'Authorization', value: "Bearer secret'token"},
      {name: 'Idempotency-Key', value: 'k-1'},
      {name: 'Content-Type', value: 'application/json'},
    ]);
  });

  it('writes the token as $TOKEN unless asked, and quotes the rest for a POSIX shell', () => {
    expect(curlFor(request, true)).toBe(
      [
        "curl -X POST 'https://acme.parley.example/api/v1/bot/threads/a%20b/messages?page=0'",
        '-H "Authorization: Bearer $TOKEN"',
        "-H 'Idempotency-Key: k-1'",
        "-H 'Content-Type: application/json'",
        `-d '{\n  "text": "It'\\''s here"\n}'`,
      ].join(' \\\n  '),
    );
    expect(curlFor(request, false)).toContain(`-H 'Authorization: Bearer secret'\\''token'`);
    expect(curlFor(request, false)).not.toContain('$TOKEN');
  });

  it('sends to the workspace or the mock, and names the mock command', () => {
    expect(serverOrigin('workspace', 'evil.example/x')).toBe('');
    expect(serverOrigin('workspace', '')).toBe('');
    expect(serverOrigin('mock', 'acme')).toBe('http://127.0.0.1:4010');
    expect(mockCommand('https://docs.parley.example/', '/openapi/bot-api.yaml')).toBe(
      'npx @stoplight/prism-cli mock https://docs.parley.example/openapi/bot-api.yaml',
    );
  });
});

describe('the token store', () => {
  const throwing: StorageLike = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };

  it('keeps tokens in memory when storage throws', () => {
    const store = createTokenStore(throwing);
    store.set(tokenKey('bot-api', 'token'), 'abc');
    expect(store.get(tokenKey('bot-api', 'token'))).toBe('abc');
    expect(store.persistent()).toBe(false);
    store.remove(tokenKey('bot-api', 'token'));
    expect(store.get(tokenKey('bot-api', 'token'))).toBe('');
  });

  it('writes to the storage it is given, and forgets there', () => {
    const map = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
    const store = createTokenStore(storage);
    store.set('k', 'v');
    expect(map.get('k')).toBe('v');
    expect(createTokenStore(storage).get('k')).toBe('v');
    store.set('k', '');
    expect(map.has('k')).toBe(false);
    expect(store.persistent()).toBe(true);
  });

  it('works without any storage (server rendering)', () => {
    const store = createTokenStore(null);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});
