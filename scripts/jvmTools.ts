/**
 * The JDK and the Kotlin compiler that compile and run the pages' Java and Kotlin. `npm test`
 * installs Debian's packages when it runs as root (scripts/ensure-test-tools.ts); a test that finds
 * one missing fails, saying how to install it, rather than skip.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** Java 17 is the least the pages' code needs (java.util.HexFormat); Debian 12's default JDK. */
export const MINIMUM_JDK = 17;
export const JDK_PACKAGE = 'default-jdk-headless';
/** Debian's kotlin is 1.3.31 (2019): the pages' Kotlin keeps to what it compiles. */
export const KOTLIN_PACKAGE = 'kotlin';
/** SnakeYAML, the YAML reader of Java integrators (and of Spring), which the published documents must load in. */
export const SNAKEYAML_PACKAGE = 'libyaml-snake-java';
export const SNAKEYAML_JAR = '/usr/share/java/snakeyaml.jar';

/** The major version of the JDK on the PATH (javac), or 0 without one. */
export function jdkVersion(): number {
  const result = spawnSync('javac', ['-version'], {encoding: 'utf8'});
  if (result.status !== 0) return 0;
  return Number(/javac (\d+)/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? 0);
}

export function hasKotlinc(): boolean {
  return spawnSync('sh', ['-c', 'command -v kotlinc']).status === 0;
}

/** The line a test fails with when a tool it needs is missing. */
export function installHint(tool: string, packageName: string): string {
  return `${tool} not found: run "sudo apt-get install ${packageName}" (Debian), or run npm test as root, which installs it`;
}

export function requireJdk(): void {
  if (jdkVersion() < MINIMUM_JDK) throw new Error(installHint(`A JDK ${MINIMUM_JDK} or later`, JDK_PACKAGE));
}

export function requireKotlinc(): void {
  requireJdk();
  if (!hasKotlinc()) throw new Error(installHint('kotlinc', KOTLIN_PACKAGE));
}

export function requireSnakeYaml(): void {
  requireJdk();
  if (!fs.existsSync(SNAKEYAML_JAR)) throw new Error(installHint('SnakeYAML', SNAKEYAML_PACKAGE));
}
