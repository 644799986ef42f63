/**
 * Content check: lists stub pages and pages under the word bar, per site section, and flags
 * MDX hazards (a bare `{…}` in prose is evaluated as JavaScript because the site parses .md as MDX).
 *
 *   npm run check:content                 report every section, exit 0 unless an MDX hazard is found
 *   npm run check:content -- --strict     also exit 1 if a finished section has a stub or short page
 *   npm run check:content -- docs/agent   only files under the given paths
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';

export const MIN_WORDS = 200;

/** Sections whose pages are written for real: a stub or short page there fails `--strict`. */
export const FINISHED_SECTIONS = [
  'blog',
  'docs/index',
  'docs/start',
  'docs/info',
  'docs/agent',
  'docs/supervisor',
  'docs/admin',
  'docs/chat-bot',
  'docs/sdk',
  'docs/additional-function',
  'docs/api/index',
  'docs/api/bot-api',
];

/** Reference pages that are mostly tables: they count table cells as words. */
const TABLE_PAGES = new Set(['docs/agent/quickstart/shortcuts', 'docs/agent/queue/indicators']);

const ROOTS = ['docs', 'blog'];

export interface PageReport {
  file: string;
  section: string;
  stub: boolean;
  words: number;
  hazards: string[];
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The site section a file belongs to: `docs/agent`, `docs/api/bot-api`, `blog`, … */
export function sectionOf(file: string): string {
  const parts = file.replace(/\.mdx?$/, '').split('/');
  if (parts[0] === 'blog') return 'blog';
  if (parts[1] === 'api') return parts.length > 3 ? parts.slice(0, 3).join('/') : 'docs/api/index';
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/** Words a reader reads: prose, headings, list items, table cells; not code, JSX or markup. */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|`[\]-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Bare `{…}` expressions in prose: MDX runs them, so `{clientName}` breaks the page. */
export function findHazards(markdown: string): string[] {
  const hazards: string[] = [];
  let tree;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).parse(markdown);
  } catch (error) {
    return [`MDX does not parse: ${(error as Error).message}`];
  }
  visit(tree, (node) => {
    if (node.type === 'image') {
      // Docusaurus 3.7 escapes an image's alt text twice: "agent's" reaches readers as "agent&#39;s".
      const alt = (node as unknown as {alt?: string}).alt ?? '';
      if (/['"&<>]/.test(alt)) {
        hazards.push(
          `line ${node.position?.start.line ?? 0}: the alt text holds ' " & < or >, which the build shows escaped`,
        );
      }
      return;
    }
    if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') return;
    const value = (node as unknown as {value: string}).value.trim();
    if (/^\/\*[\s\S]*\*\/$/.test(value)) return; // an MDX comment
    const line = node.position?.start.line ?? 0;
    hazards.push(`line ${line}: {${value}} is run as JavaScript; write it in code or escape the brace as \\{`);
  });
  return hazards;
}

export function checkFile(file: string): PageReport {
  const source = fs.readFileSync(file, 'utf8');
  const {data, content} = matter(source);
  const key = file.replace(/\.mdx?$/, '');
  const words = countWords(TABLE_PAGES.has(key) ? content : content.replace(/^\|.*\|$/gm, ' '));
  return {file, section: sectionOf(file), stub: data.stub === true, words, hazards: findHazards(content)};
}

function main(): void {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const only = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/\/$/, ''));
  const files = ROOTS.flatMap(listFiles)
    .filter((file) => only.length === 0 || only.some((prefix) => file === prefix || file.startsWith(prefix + '/')))
    .sort();
  const reports = files.map(checkFile);
  const sections = [...new Set(reports.map((report) => report.section))];
  let failures = 0;
  for (const section of sections) {
    const inSection = reports.filter((report) => report.section === section);
    const stubs = inSection.filter((report) => report.stub);
    const short = inSection.filter((report) => !report.stub && report.words < MIN_WORDS);
    const finished = FINISHED_SECTIONS.includes(section);
    console.log(
      `${section}: ${inSection.length} pages, ${stubs.length} stubs, ${short.length} under ${MIN_WORDS} words${finished ? ' (finished)' : ''}`,
    );
    for (const report of short) console.log(`  short: ${report.file} (${report.words} words)`);
    if (stubs.length > 0 && stubs.length <= 5) for (const report of stubs) console.log(`  stub: ${report.file}`);
    if (strict && finished) failures += stubs.length + short.length;
  }
  for (const report of reports) {
    for (const hazard of report.hazards) {
      console.log(`hazard: ${report.file} ${hazard}`);
      failures += 1;
    }
  }
  const stubTotal = reports.filter((report) => report.stub).length;
  console.log(`${reports.length} pages checked, ${stubTotal} stubs, ${failures} problems`);
  if (failures > 0 && (strict || reports.some((report) => report.hazards.length > 0))) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
