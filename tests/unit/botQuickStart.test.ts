/**
 * Runs the bot of the Bot API's quick start (docs/api/bot-api/start.md), exactly as the page shows
 * it, against a local stand-in for the Bot API, and sends it signed events as Chat Center does. It
 * must answer each event at once, send each thread's answers one after the other (the second
 * waits until the first call has been answered), skip a repeated delivery and refuse a replayed
 * or unsigned event.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {deref, mediaExamples} from '@site/src/openapi/model';
import {loadSpecs} from './openapiHelpers';

const PAGE = path.resolve('docs/api/bot-api/start.md');
const WORKSPACE_API = 'https://acme.parley.example/api/v1/bot';
const SECRET = 'quick-start-secret';

const botApi = (await loadSpecs())['bot-api'];
const messageExample = mediaExamples(
  botApi,
  deref(botApi, botApi.webhooks!.MESSAGE.post!.requestBody!).content!['application/json'],
)[0].value as {thread: {id: number}; message: Record<string, unknown>};

/** The page's program: the JavaScript block that starts with `// bot.mjs`. */
function quickStartCode(): string {
  const blocks = [...fs.readFileSync(PAGE, 'utf8').matchAll(/```javascript\n([\s\S]*?)```/g)].map((match) => match[1]);
  const code = blocks.find((block) => block.startsWith('// bot.mjs'));
  if (!code) throw new Error(`No bot.mjs block in ${PAGE}`);
  return code;
}

interface Call {
  threadId: string;
  key: string;
  text: string;
  arrived: number;
  answered?: number;
  release?: () => void;
}

const calls: Call[] = [];
let api: http.Server;
let bot: ChildProcess;
let webhook = '';
let dir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  // The stand-in Bot API holds each answer until the test releases it (or 5 seconds pass), so
  // that a second call of the same thread would arrive meanwhile if the bot did not wait.
  api = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const threadId = /\/threads\/(\d+)\/messages$/.exec(request.url ?? '')?.[1] ?? '';
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {answers: {text: string}[]};
      const call: Call = {
        threadId,
        key: String(request.headers['idempotency-key']),
        text: body.answers[0].text,
        arrived: Date.now(),
      };
      calls.push(call);
      const answer = () => {
        if (call.answered) return;
        call.answered = Date.now();
        response.writeHead(200, {'Content-Type': 'application/json'}).end('{}');
      };
      call.release = answer;
      setTimeout(answer, 5000);
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}/api/v1/bot`;

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-start-'));
  const code = quickStartCode();
  expect(code).toContain(`const API = '${WORKSPACE_API}';`);
  fs.writeFileSync(path.join(dir, 'bot.mjs'), code.replace(WORKSPACE_API, apiUrl));
  const port = await freePort();
  bot = spawn(process.execPath, [path.join(dir, 'bot.mjs')], {
    env: {...process.env, PORT: String(port), PARLEY_BOT_TOKEN: 'token', PARLEY_BOT_SECRET: SECRET},
    stdio: 'ignore',
  });
  webhook = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(!!socket.end()));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The quick start bot did not start');
}, 30_000);

afterAll(() => {
  bot?.kill();
  api?.close();
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

/** A MESSAGE event of a thread with the client's text, as Chat Center sends it. */
function messageEvent(threadId: number, text: string, options: {sentAt?: Date; deliveryId?: string} = {}) {
  const deliveryId = options.deliveryId ?? crypto.randomUUID();
  const body = JSON.stringify({
    ...messageExample,
    deliveryId,
    sentAt: (options.sentAt ?? new Date()).toISOString(),
    thread: {...messageExample.thread, id: threadId},
    message: {...messageExample.message, text, payload: null},
  });
  const signature = `sha256=${crypto.createHmac('sha256', SECRET).update(body).digest('hex')}`;
  return {deliveryId, body, headers: {'Content-Type': 'application/json', 'X-Parley-Signature': signature}};
}

const send = (event: ReturnType<typeof messageEvent>) =>
  fetch(webhook, {method: 'POST', headers: event.headers, body: event.body}).then((response) => response.status);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Bot API calls for a thread once `count` have arrived (or after 10 seconds, those there are). */
async function callsFor(threadId: number, count: number): Promise<Call[]> {
  const found = () => calls.filter((call) => call.threadId === String(threadId));
  for (let attempt = 0; attempt < 100 && found().length < count; attempt++) await sleep(100);
  return found();
}

describe("the quick start's bot", () => {
  it("answers at once and sends a thread's answers one after the other, in order", async () => {
    const first = messageEvent(70001, 'Where is my parcel?');
    const second = messageEvent(70001, 'I want to talk to an agent');
    // Both events are answered while the Bot API holds every answer: the bot answers first.
    expect(await send(first)).toBe(200);
    expect(await send(second)).toBe(200);

    const [one] = await callsFor(70001, 1);
    expect(one?.key).toBe(`${first.deliveryId}-1`);
    // While the first call waits for its answer, the thread's second event waits too.
    await sleep(500);
    expect(calls.filter((call) => call.threadId === '70001')).toHaveLength(1);
    one.release!();
    const [, two] = await callsFor(70001, 2);
    expect(two?.key).toBe(`${second.deliveryId}-1`);
    expect(two.text).toMatch(/passing you to a colleague/);
    two.release!();
  });

  it('skips a repeated delivery and refuses a replayed or wrongly signed event', async () => {
    const event = messageEvent(70002, 'Hello');
    expect(await send(event)).toBe(200);
    expect(await send(event), 'a retry of the same delivery').toBe(200);
    const replayed = messageEvent(70002, 'Hello', {sentAt: new Date(Date.now() - 10 * 60_000)});
    expect(await send(replayed)).toBe(401);
    const forged = messageEvent(70002, 'Hello');
    expect(
      await send({...forged, headers: {...forged.headers, 'X-Parley-Signature': `sha256=${'0'.repeat(64)}`}}),
    ).toBe(401);
    (await callsFor(70002, 1))[0]?.release!();
    await sleep(500);
    expect(calls.filter((call) => call.threadId === '70002').map((call) => call.key)).toEqual([
      `${event.deliveryId}-1`,
    ]);
  });
});
