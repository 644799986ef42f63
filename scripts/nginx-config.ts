/**
 * Writes the nginx configuration of a build from the templates in deploy/nginx/: the addresses, the
 * root and a Content-Security-Policy whose script-src lists the SHA-256 of every inline script the
 * build emits (no 'unsafe-inline'). `npm run deploy:config` (./deploy-config.ts), serve:nginx, the
 * tests and the bench all use it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {brand} from '../config/brand';
import {feedbackWidget, gtagTrackingId} from '../config/integrations';

/** The templates: the nginx configuration with __PLACEHOLDERS__ for what differs per build and server. */
export const TEMPLATE_DIR = path.resolve('deploy/nginx');
const TEMPLATE_FILES = [
  'nginx.conf',
  'parley-docs.conf',
  'headers-security.conf',
  'headers-html.conf',
  'headers-immutable.conf',
  'markdown-negotiation.js',
];
const PLACEHOLDER = /__[A-Z_]+__/g;

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

export interface NginxConfigOptions {
  /** The build the configuration is for (its inline scripts give the CSP its hashes). */
  buildDir: string;
  /** The folder the configuration is written to. */
  outDir: string;
  /** Where the folder will be on the server (its files include each other by absolute path); outDir by default. */
  configDir?: string;
  /** Where the build will be on the server; buildDir by default. */
  root?: string;
  /** The addresses to listen on, as nginx's `listen` takes them (`80`, `[::]:80`, `127.0.0.1:8080`). */
  listen: string[];
  /** The site's host name; the host of SITE_URL by default. */
  serverName?: string;
  /** Also write nginx.conf, a main configuration that runs the site alone (serve:nginx, the tests). */
  standalone?: boolean;
}

/** The deployable files; nginx.conf is added for a standalone server. */
export const SITE_FILES = TEMPLATE_FILES.filter((name) => name !== 'nginx.conf');

/** The host name of the site's canonical address (SITE_URL, as the build reads it). */
export function siteHostName(): string {
  return new URL(process.env.SITE_URL ?? brand.siteUrl).hostname;
}

/**
 * Writes the configuration for a build into options.outDir, every placeholder filled, and returns
 * the path of the file to start nginx with: nginx.conf for a standalone server, else parley-docs.conf.
 */
export function writeNginxConfig(options: NginxConfigOptions): string {
  const outDir = path.resolve(options.outDir);
  const buildDir = path.resolve(options.buildDir);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  if (options.listen.length === 0) throw new Error('Give at least one address to listen on.');
  fs.mkdirSync(outDir, {recursive: true});
  const values: Record<string, string> = {
    __CONFIG_DIR__: options.configDir ?? outDir,
    __ROOT__: options.root ?? buildDir,
    __LISTEN__: options.listen.map((address) => `listen ${address};`).join('\n  '),
    __SERVER_NAME__: options.serverName ?? siteHostName(),
    __CSP__: contentSecurityPolicy(buildDir),
  };
  const files = options.standalone ? TEMPLATE_FILES : SITE_FILES;
  for (const name of files) {
    const template = fs.readFileSync(path.join(TEMPLATE_DIR, name), 'utf8');
    const rendered = template.replace(PLACEHOLDER, (key) => {
      if (!(key in values)) throw new Error(`${name}: unknown placeholder ${key}`);
      return values[key];
    });
    fs.writeFileSync(path.join(outDir, name), rendered);
  }
  return path.join(outDir, options.standalone ? 'nginx.conf' : 'parley-docs.conf');
}
