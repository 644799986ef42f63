/**
 * Renders deploy/nginx/ for a build: fills in the address, the root and a Content-Security-Policy
 * whose script-src lists the SHA-256 of every inline script the build emits (no 'unsafe-inline').
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {feedbackWidget, gtagTrackingId} from '../config/integrations';

export const TEMPLATE_DIR = path.resolve('deploy/nginx');
const TEMPLATE_FILES = [
  'nginx.conf',
  'parley-docs.conf',
  'headers-security.conf',
  'headers-html.conf',
  'headers-immutable.conf',
  'markdown-negotiation.js',
];

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The bodies of executable inline <script> elements (JSON-LD and other data blocks do not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy for this build and the third parties configured for it (config/integrations.ts). */
export function contentSecurityPolicy(buildDir: string): string {
  const scriptSources = ["'self'", ...scriptHashes(buildDir)];
  const styleSources = ["'self'", "'unsafe-inline'"];
  // The API console (src/components/ApiConsole) sends to the reader's workspace or a local mock.
  const connectSources = ["'self'", 'https://*.parley.example', 'http://127.0.0.1:4010'];
  const imageSources = ["'self'", 'data:'];
  if (feedbackWidget) {
    scriptSources.push(feedbackWidget.host);
    styleSources.push(feedbackWidget.host);
    connectSources.push(feedbackWidget.host);
    imageSources.push(feedbackWidget.host);
  }
  if (gtagTrackingId) {
    const google = [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ];
    scriptSources.push(google[0]);
    connectSources.push(...google);
    imageSources.push(...google);
  }
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `style-src ${styleSources.join(' ')}`,
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface NginxSite {
  host: string;
  port: number;
  root: string;
  runDir: string;
}

/** Writes the rendered configuration into site.runDir and returns the main config's path. */
export function renderNginxConfig(site: NginxSite): string {
  fs.mkdirSync(site.runDir, {recursive: true});
  const values: Record<string, string> = {
    __HOST__: site.host,
    __PORT__: String(site.port),
    __ROOT__: site.root,
    __RUN_DIR__: site.runDir,
    __CSP__: contentSecurityPolicy(site.root),
  };
  for (const name of TEMPLATE_FILES) {
    const template = fs.readFileSync(path.join(TEMPLATE_DIR, name), 'utf8');
    const rendered = template.replace(/__[A-Z_]+__/g, (key) => values[key] ?? key);
    fs.writeFileSync(path.join(site.runDir, name), rendered);
  }
  return path.join(site.runDir, 'nginx.conf');
}
