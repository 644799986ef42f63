import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeNginxConfig} from './nginx-config';
import {NGINX} from './serve-nginx';

/** Serves a build with the production nginx configuration. */
export function startNginx(root: string, port: number): ChildProcess {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-nginx-${port}-`));
  const config = writeNginxConfig({buildDir: root, outDir: runDir, listen: [`127.0.0.1:${port}`], standalone: true});
  return spawn(NGINX, ['-p', runDir, '-c', config], {stdio: 'inherit'});
}

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
