import {execFile} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {findOperation} from '@site/src/openapi/model';
import {
  buildExampleRequest,
  curlSnippet,
  javascriptSnippet,
  pythonSnippet,
  type ExampleRequest,
} from '@site/src/openapi/snippets';
import {loadSpecs} from './openapiHelpers';

/**
 * An operation that answers with a file has examples that save it, not print it: each runs for
 * real against a local server that serves the file, and the file on disk must hold its bytes. On
 * an error the examples fail and write nothing.
 */

const run = promisify(execFile);
const specs = await loadSpecs();
const WORKSPACE = 'https://acme.parley.example';
const FILE = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0a, 0x80]);

let server: http.Server;
let base = '';
let answerStatus = 200;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.headers.authorization !== 'Bearer test-token' || answerStatus !== 200) {
      response.writeHead(answerStatus === 200 ? 401 : answerStatus, {'Content-Type': 'application/json'});
      response.end(JSON.stringify({code: 'FILE_NOT_FOUND'}));
      return;
    }
    response.writeHead(200, {'Content-Type': 'application/pdf'});
    response.end(FILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request: ExampleRequest = buildExampleRequest(
  specs['external-api'],
  findOperation(specs['external-api'], 'downloadFile')!,
);
const examples: [string, string, string[]][] = [
  ['curl', 'bash', ['-c', curlSnippet(request)]],
  ['JavaScript', 'node', ['--input-type=module', '-e', javascriptSnippet(request)]],
  ['Python', 'python3', ['-c', pythonSnippet(request)]],
];

describe('the examples of a file download', () => {
  it('save under the file name of the path', () => {
    expect(request.saveAs).toBe('INV-2025-0113-corrected.pdf');
  });

  for (const [name, command, args] of examples) {
    it(`${name}: writes the file's bytes, and nothing on an error`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'download-'));
      const target = path.join(dir, request.saveAs!);
      const options = {cwd: dir, env: {...process.env, PARLEY_ACCESS_TOKEN: 'test-token'}};
      const pointed = args.map((arg) => arg.replaceAll(WORKSPACE, base));
      answerStatus = 200;
      await run(command, pointed, options);
      expect(fs.readFileSync(target)).toEqual(FILE);

      fs.rmSync(target);
      answerStatus = 404;
      await expect(run(command, pointed, options)).rejects.toThrow();
      expect(fs.existsSync(target)).toBe(false);
    });
  }
});
