/**
 * Runs the webhook receivers of the Bot API pages (src/components/WebhookSignatureCheck/code.ts)
 * as real servers and sends them the example events of the OpenAPI document, sent now (`sentAt`)
 * and signed as Chat Center signs them: a correctly signed event gets 200, also when only
 * `X-Parley-Signature-Next` matches during a secret rotation; a tampered body, a missing
 * signature or a stale `sentAt` gets 401; a repeated `deliveryId` is handled once, and a thread's
 * events are handled in the order they arrived (read from the receiver's output). The Java and
 * Kotlin receivers need a JDK 17+ and kotlinc: without them their cases fail, saying how to
 * install them.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {javaReceiver, javascriptReceiver, kotlinReceiver} from '@site/src/components/WebhookSignatureCheck/code';
import {deref, listOperations, mediaExamples} from '@site/src/openapi/model';
import {requireJdk, requireKotlinc} from '../../scripts/jvmTools';
import {loadSpecs} from './openapiHelpers';

const botApi = (await loadSpecs())['bot-api'];
const SECRET = botApi['x-webhook-example-secret']!;

const sign = (body: string, secret: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * An example event of the document as Chat Center would send it at `sentAt` (now, unless given):
 * compact body, a delivery id of its own unless given, signed with the secret.
 */
function delivery(
  example: {event: string; value: Record<string, unknown>},
  options: {sentAt?: Date; deliveryId?: string; secret?: string} = {},
) {
  const deliveryId = options.deliveryId ?? crypto.randomUUID();
  const value = {...example.value, deliveryId, sentAt: (options.sentAt ?? new Date()).toISOString()};
  const body = JSON.stringify(value);
  return {
    event: example.event,
    deliveryId,
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Parley-Event': example.event,
      'X-Parley-Delivery-Id': deliveryId,
      'X-Parley-Attempt': '1',
      'X-Parley-Signature': sign(body, options.secret ?? SECRET),
    } as Record<string, string>,
  };
}

/** The first example event of each webhook of the document. */
const examples = listOperations(botApi)
  .filter((entry) => entry.kind === 'webhook')
  .map((entry) => {
    const media = deref(botApi, entry.operation.requestBody!).content!['application/json'];
    return {event: entry.key, value: mediaExamples(botApi, media)[0].value as Record<string, unknown>};
  });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilListening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The receiver exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms`);
}

interface Receiver {
  name: string;
  /** Throws, saying how to install it, when a tool the receiver needs is missing. */
  requireTools(): void;
  /** Writes the program into `dir` and returns the command that starts it. */
  prepare(dir: string): {command: string; args: string[]};
  startupMs: number;
}

const receivers: Receiver[] = [
  {
    name: 'JavaScript (Node.js)',
    requireTools: () => undefined,
    prepare(dir) {
      fs.writeFileSync(path.join(dir, 'server.mjs'), javascriptReceiver);
      return {command: process.execPath, args: [path.join(dir, 'server.mjs')]};
    },
    startupMs: 10_000,
  },
  {
    name: 'Java',
    requireTools: requireJdk,
    prepare(dir) {
      fs.writeFileSync(path.join(dir, 'ParleyWebhook.java'), javaReceiver);
      return {command: 'java', args: [path.join(dir, 'ParleyWebhook.java')]};
    },
    startupMs: 60_000,
  },
  {
    name: 'Kotlin',
    requireTools: requireKotlinc,
    prepare(dir) {
      const source = path.join(dir, 'ParleyWebhook.kt');
      const jar = path.join(dir, 'receiver.jar');
      fs.writeFileSync(source, kotlinReceiver);
      const compiled = spawnSync('kotlinc', [source, '-include-runtime', '-d', jar], {encoding: 'utf8'});
      if (compiled.status !== 0) throw new Error(`kotlinc failed:\n${compiled.stderr}`);
      return {command: 'java', args: ['-cp', jar, 'ParleyWebhookKt']};
    },
    startupMs: 30_000,
  },
];

describe.each(receivers.map((receiver) => [receiver.name, receiver] as const))(
  'the %s webhook receiver',
  (_name, receiver) => {
    let child: ChildProcess | undefined;
    let output = '';
    let url = '';
    let dir = '';
    // A missing tool or a receiver that does not start fails each case with the reason.
    let startError: unknown;

    beforeAll(async () => {
      try {
        receiver.requireTools();
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-receiver-'));
        const {command, args} = receiver.prepare(dir);
        const port = await freePort();
        child = spawn(command, args, {
          env: {...process.env, PORT: String(port), PARLEY_BOT_SECRET: SECRET},
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        url = `http://127.0.0.1:${port}/parley/webhook`;
        await waitUntilListening(port, child, receiver.startupMs);
      } catch (error) {
        startError = error;
      }
    }, 180_000);

    afterAll(() => {
      if (child && child.exitCode === null) child.kill();
      if (dir) fs.rmSync(dir, {recursive: true, force: true});
    });

    const post = (sent: ReturnType<typeof delivery>) =>
      fetch(url, {method: 'POST', headers: sent.headers, body: sent.body}).then((response) => response.status);
    /** Waits until the receiver's output names every id, then returns where each first appears. */
    async function handled(ids: string[]): Promise<number[]> {
      for (let attempt = 0; attempt < 100 && !ids.every((id) => output.includes(id)); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return ids.map((id) => output.indexOf(id));
    }

    it('accepts every correctly signed example event with 200 and handles it once', async () => {
      if (startError) throw startError;
      expect(examples.length).toBe(Object.keys(botApi.webhooks!).length);
      for (const example of examples) {
        const sent = delivery(example);
        expect(await post(sent), example.event).toBe(200);
        // Chat Center's retry of the same delivery: accepted, not handled again.
        expect(await post(sent), `${example.event} again`).toBe(200);
        const [first] = await handled([sent.deliveryId]);
        expect(first, `${example.event} handled`).toBeGreaterThanOrEqual(0);
        expect(output.indexOf(sent.deliveryId, first + 1), `${example.event} handled twice`).toBe(-1);
      }
    });

    it('accepts the new secret in X-Parley-Signature-Next during a rotation', async () => {
      if (startError) throw startError;
      // Chat Center signs with the old secret and the new one; the receiver holds the new one.
      const sent = delivery(examples[0], {secret: 'the-old-bot-secret'});
      sent.headers['X-Parley-Signature-Next'] = sign(sent.body, SECRET);
      expect(await post(sent)).toBe(200);
      const both = delivery(examples[0]);
      both.headers['X-Parley-Signature-Next'] = sign(both.body, 'the-newer-bot-secret');
      expect(await post(both), 'the receiver still holds the old secret').toBe(200);
      const neither = delivery(examples[0], {secret: 'the-old-bot-secret'});
      neither.headers['X-Parley-Signature-Next'] = sign(neither.body, 'the-newer-bot-secret');
      expect(await post(neither)).toBe(401);
    });

    it('refuses an event sent more than 5 minutes ago or ahead, correctly signed, with 401', async () => {
      if (startError) throw startError;
      const minutes = (count: number) => new Date(Date.now() + count * 60_000);
      expect(await post(delivery(examples[0], {sentAt: minutes(-6)})), 'replayed').toBe(401);
      expect(await post(delivery(examples[0], {sentAt: minutes(6)})), 'ahead').toBe(401);
      expect(await post(delivery(examples[0], {sentAt: minutes(-4)})), 'within 5 minutes').toBe(200);
    });

    it("handles one thread's events in the order they arrived", async () => {
      if (startError) throw startError;
      const message = examples.find((example) => example.event === 'MESSAGE')!;
      const sent = Array.from({length: 8}, () => delivery(message));
      for (const event of sent) expect(await post(event)).toBe(200);
      const positions = await handled(sent.map((event) => event.deliveryId));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('rejects a changed body, a wrong secret and a missing signature with 401', async () => {
      if (startError) throw startError;
      const sent = delivery(examples[0]);
      const tampered = sent.body.replace('"botId":7', '"botId":8');
      expect(tampered).not.toBe(sent.body);
      expect(await post({...sent, body: tampered})).toBe(401);
      expect(await post({...sent, headers: {...sent.headers, 'X-Parley-Signature': `sha256=${'ab'.repeat(32)}`}})).toBe(
        401,
      );
      const withoutSignature = {...sent.headers};
      delete withoutSignature['X-Parley-Signature'];
      expect(await post({...sent, headers: withoutSignature})).toBe(401);
      expect(await post({...sent, headers: {...sent.headers, 'X-Parley-Signature': 'sha256=xyz'}})).toBe(401);
    });
  },
);
