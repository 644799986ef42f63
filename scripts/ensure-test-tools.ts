/**
 * Makes sure the command-line tools the tests call are there: PyYAML (the YAML 1.1 parser the
 * published OpenAPI documents are checked with), curl (which sends the pages' curl examples
 * to the mock server), a JDK 17+ and kotlinc (which compile and run the pages' Java and Kotlin),
 * SnakeYAML (the JVM's YAML reader, which must load the published documents with its defaults),
 * and Firefox ESR, WebKitGTK and Xvfb for the other engines' browser suite. Installs Debian's
 * packages when it can (scripts/jvmTools.ts: a test that needs a missing JDK or kotlinc fails,
 * saying how to install it).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {FIREFOX, MINIBROWSER, WEBKIT_DRIVER} from './browsers';
import {
  hasKotlinc,
  JDK_PACKAGE,
  jdkVersion,
  KOTLIN_PACKAGE,
  MINIMUM_JDK,
  SNAKEYAML_JAR,
  SNAKEYAML_PACKAGE,
} from './jvmTools';

const TOOLS = [
  {package: 'python3-yaml', present: () => spawnSync('python3', ['-c', 'import yaml']).status === 0},
  {package: 'curl', present: () => spawnSync('curl', ['--version']).status === 0},
  {package: JDK_PACKAGE, present: () => jdkVersion() >= MINIMUM_JDK},
  {package: KOTLIN_PACKAGE, present: hasKotlinc},
  {package: SNAKEYAML_PACKAGE, present: () => fs.existsSync(SNAKEYAML_JAR)},
  // The browser suite of the other engines (tests/engines): Firefox ESR, WebKitGTK's MiniBrowser
  // with its WebDriver, and the virtual display MiniBrowser needs.
  {package: 'firefox-esr', present: () => fs.existsSync(FIREFOX)},
  {package: 'webkit2gtk-driver', present: () => fs.existsSync(WEBKIT_DRIVER) && fs.existsSync(MINIBROWSER)},
  {package: 'xvfb', present: () => fs.existsSync('/usr/bin/xvfb-run')},
  {package: 'xauth', present: () => fs.existsSync('/usr/bin/xauth')},
];

export function ensureTestTools(): void {
  const missing = TOOLS.filter((tool) => !tool.present()).map((tool) => tool.package);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(', ')} with apt-get…`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {stdio: 'inherit', env});
    return;
  }
  console.error(`Missing test tools: run "sudo apt-get install ${missing.join(' ')}" (Debian).`);
  process.exit(1);
}
