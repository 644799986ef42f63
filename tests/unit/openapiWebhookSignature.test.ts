/**
 * Runs the webhook receivers of the Bot API pages (src/components/WebhookSignatureCheck/code.ts)
 * as real servers and sends them the example events of the OpenAPI document: a correctly signed
 * event gets 200, a tampered body or a missing signature gets 401. The Java and Kotlin receivers
 * need a JDK 17+ and kotlinc: without them their cases fail, saying how to install them.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
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

/** The example deliveries: compact body and the headers the document gives them. */
const deliveries = listOperations(botApi)
  .filter((entry) => entry.kind === 'webhook')
  .map((entry) => {
    const media = deref(botApi, entry.operation.requestBody!).content!['application/json'];
    return {
      event: entry.key,
      body: JSON.stringify(mediaExamples(botApi, media)[0].value),
      headers: entry.operation['x-example-headers']!,
    };
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
          stdio: ['ignore', 'ignore', 'pipe'],
        });
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

    it('accepts every correctly signed example event with 200', async () => {
      if (startError) throw startError;
      expect(deliveries.length).toBeGreaterThan(0);
      for (const delivery of deliveries) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', ...delivery.headers},
          body: delivery.body,
        });
        expect(response.status, delivery.event).toBe(200);
      }
    });

    it('rejects a changed body, a wrong secret and a missing signature with 401', async () => {
      if (startError) throw startError;
      const [delivery] = deliveries;
      const tampered = delivery.body.replace('"botId":7', '"botId":8');
      expect(tampered).not.toBe(delivery.body);
      const changed = await fetch(url, {method: 'POST', headers: delivery.headers, body: tampered});
      expect(changed.status).toBe(401);
      const wrongSecret = await fetch(url, {
        method: 'POST',
        headers: {...delivery.headers, 'X-Parley-Signature': `sha256=${'ab'.repeat(32)}`},
        body: delivery.body,
      });
      expect(wrongSecret.status).toBe(401);
      const withoutSignature = {...delivery.headers};
      delete (withoutSignature as Record<string, string>)['X-Parley-Signature'];
      const missing = await fetch(url, {method: 'POST', headers: withoutSignature, body: delivery.body});
      expect(missing.status).toBe(401);
      const malformed = await fetch(url, {
        method: 'POST',
        headers: {...delivery.headers, 'X-Parley-Signature': 'sha256=xyz'},
        body: delivery.body,
      });
      expect(malformed.status).toBe(401);
    });
  },
);
