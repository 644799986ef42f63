/**
 * `npm run deploy:config -- --out <dir>`: writes the complete nginx configuration of a build to a
 * folder, for a server to include (deploy/README.md says how). Run it after `npm run build`, with
 * the same SITE_URL, PARLEY_FEEDBACK_HOST and PARLEY_GTAG_ID: the Content-Security-Policy allows
 * the inline scripts of that build and the third parties it was built with.
 *
 *   --out <dir>            the folder to write (required)
 *   --build <dir>          the build to read (default: build)
 *   --config-dir <path>    where the folder will be on the server (default: the --out folder)
 *   --root <path>          where the build will be on the server (default: the --build folder)
 *   --listen <address>     nginx `listen` address, repeatable (default: 80 and [::]:80)
 *   --server-name <name>   the site's host name (default: the host of SITE_URL)
 *   --standalone           also write nginx.conf, which runs the site alone in the foreground
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {feedbackWidget, gtagTrackingId} from '../config/integrations';
import {compressBuild} from './compress-build';
import {writeNginxConfig} from './nginx-config';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      out: {type: 'string'},
      build: {type: 'string', default: 'build'},
      'config-dir': {type: 'string'},
      root: {type: 'string'},
      listen: {type: 'string', multiple: true},
      'server-name': {type: 'string'},
      standalone: {type: 'boolean', default: false},
    },
  });
  if (!values.out) {
    console.error('Name the folder to write: npm run deploy:config -- --out <dir> (see deploy/README.md).');
    process.exit(1);
  }
  // nginx serves the .br and .gz files the build's postbuild step writes; a build made without it gets them now.
  if (
    !fs.existsSync(path.join(values.build, 'index.html.br')) &&
    fs.existsSync(path.join(values.build, 'index.html'))
  ) {
    await compressBuild(values.build);
  }
  const entry = writeNginxConfig({
    buildDir: values.build,
    outDir: values.out,
    configDir: values['config-dir'],
    root: values.root,
    listen: values.listen ?? ['80', '[::]:80'],
    serverName: values['server-name'],
    standalone: values.standalone,
  });
  console.log(`Wrote the nginx configuration of ${path.resolve(values.build)} to ${path.dirname(entry)}`);
  console.log(`  feedback widget: ${feedbackWidget?.host ?? 'off'}; analytics: ${gtagTrackingId ?? 'off'}`);
  console.log(`  start with: ${path.basename(entry)} (deploy/README.md)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
