/**
 * `npm run serve:nginx`: serves build/ with Debian's nginx on 127.0.0.1:$PORT (default 8080), with
 * the configuration `npm run deploy:config` writes for production, in a temporary folder. Installs
 * nginx and its Brotli and njs modules with apt-get when run as root on a machine without them;
 * otherwise says how in one line.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compressBuild} from './compress-build';
import {writeNginxConfig} from './nginx-config';

export const NGINX = '/usr/sbin/nginx';
const MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_js_module.so'].map(
  (name) => `/usr/lib/nginx/modules/${name}`,
);
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js'];
const installed = () => [NGINX, ...MODULES].every((file) => fs.existsSync(file));

export function ensureNginx(): void {
  if (installed()) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's nginx and its Brotli and njs modules with apt-get…");
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...NGINX_PACKAGES], {stdio: 'inherit', env});
    if (installed()) return;
  }
  console.error(`nginx or a module not found: run "sudo apt-get install ${NGINX_PACKAGES.join(' ')}" (Debian).`);
  process.exit(1);
}

async function main(): Promise<void> {
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No build in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  ensureNginx();
  if (!fs.existsSync(path.join(root, 'index.html.br'))) await compressBuild(root);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-nginx-${port}-`));
  const config = writeNginxConfig({buildDir: root, outDir: runDir, listen: [`${host}:${port}`], standalone: true});
  execFileSync(NGINX, ['-t', '-q', '-p', runDir, '-c', config], {stdio: 'inherit'});
  console.log(`nginx serving ${root} at http://${host}:${port}/`);
  const nginx = spawn(NGINX, ['-p', runDir, '-c', config], {stdio: 'inherit'});
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => {
    fs.rmSync(runDir, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
