/**
 * `npm run deploy:config` (scripts/deploy-config.ts, scripts/nginx-config.ts): the folder it writes
 * for a build is complete (no placeholder left), its files include each other where the folder will
 * be on the server, and the Content-Security-Policy allows exactly the build's inline scripts.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {inlineScripts, SITE_FILES, writeNginxConfig} from '@site/scripts/nginx-config';

const INLINE_SCRIPT = 'document.documentElement.dataset.theme = "light";';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-deploy-config-'));
const buildDir = path.join(tmp, 'build');
fs.mkdirSync(path.join(buildDir, 'docs'), {recursive: true});
fs.writeFileSync(
  path.join(buildDir, 'index.html'),
  `<html><head><script>${INLINE_SCRIPT}</script><script src="/assets/js/main.js"></script>` +
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head><body></body></html>',
);
fs.writeFileSync(path.join(buildDir, 'docs', 'index.html'), `<script>${INLINE_SCRIPT}</script>`);

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

describe('the nginx configuration of a build', () => {
  const outDir = path.join(tmp, 'deploy');
  const entry = writeNginxConfig({
    buildDir,
    outDir,
    configDir: '/etc/nginx/parley-docs',
    root: '/var/www/parley-docs',
    listen: ['80', '[::]:80'],
    serverName: 'docs.parley.example',
  });

  it('writes the site files, every placeholder filled', () => {
    expect(entry).toBe(path.join(outDir, 'parley-docs.conf'));
    expect(fs.readdirSync(outDir).sort()).toEqual([...SITE_FILES].sort());
    for (const name of SITE_FILES) expect(read(outDir, name), name).not.toMatch(/__[A-Z_]+__/);
  });

  it('includes its files where the folder will be on the server, and serves the build from there', () => {
    const site = read(outDir, 'parley-docs.conf');
    expect(site).toContain('root /var/www/parley-docs;');
    expect(site).toContain('js_import parley_negotiation from /etc/nginx/parley-docs/markdown-negotiation.js;');
    expect(site).toContain('include /etc/nginx/parley-docs/headers-html.conf;');
    expect(site).toMatch(/listen 80;\s+listen \[::\]:80;/);
    expect(site).toContain('server_name docs.parley.example;');
    expect(read(outDir, 'headers-html.conf')).toContain('include /etc/nginx/parley-docs/headers-security.conf;');
  });

  it("lets only the build's executable inline scripts run (each hash once, no 'unsafe-inline')", () => {
    expect(inlineScripts(read(buildDir, 'index.html'))).toEqual([INLINE_SCRIPT]);
    const csp = /Content-Security-Policy "([^"]+)"/.exec(read(outDir, 'headers-security.conf'))![1];
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([sha256(INLINE_SCRIPT)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('adds a main configuration that runs the site alone when asked', () => {
    const standaloneDir = path.join(tmp, 'standalone');
    const main = writeNginxConfig({buildDir, outDir: standaloneDir, listen: ['127.0.0.1:8080'], standalone: true});
    expect(main).toBe(path.join(standaloneDir, 'nginx.conf'));
    expect(read(standaloneDir, 'nginx.conf')).toContain(`include ${standaloneDir}/parley-docs.conf;`);
    expect(read(standaloneDir, 'parley-docs.conf')).toContain(`root ${buildDir};`);
    expect(read(standaloneDir, 'nginx.conf')).not.toMatch(/__[A-Z_]+__/);
  });

  it('refuses a folder without a build', () => {
    expect(() => writeNginxConfig({buildDir: tmp, outDir: path.join(tmp, 'x'), listen: ['80']})).toThrow(/No build/);
  });
});

describe('npm run deploy:config', () => {
  const cli = (args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/deploy-config.ts', ...args], {encoding: 'utf8', env: {...process.env}});

  it('asks for the folder to write, and writes it', () => {
    const withoutOut = cli(['--build', buildDir]);
    expect(withoutOut.status).toBe(1);
    expect(withoutOut.stderr).toContain('--out <dir>');
    const outDir = path.join(tmp, 'cli');
    const written = cli(['--build', buildDir, '--out', outDir, '--server-name', 'docs.example.test']);
    expect(written.status, written.stderr).toBe(0);
    expect(read(outDir, 'parley-docs.conf')).toContain('server_name docs.example.test;');
  });
});
