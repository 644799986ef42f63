/**
 * Content check: every page of docs/ and blog/ is written for real. It fails on a page under the
 * word bar, on a placeholder (a `stub` front-matter key, or placeholder text such as "This page is
 * being written"), on MDX hazards (a bare `{…}` in prose is evaluated as JavaScript because
 * the site parses .md as MDX), and on a missing or long `description` (CONTRIBUTING.md). It prints
 * a line per site section.
 *
 *   npm run check:content                 every page; exit 1 on any problem
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

/** A description's length: search results and link previews cut what is longer (CONTRIBUTING.md). */
export const MAX_DESCRIPTION = 160;

/** What an unwritten page says; a page that says it is not finished. */
const PLACEHOLDER_TEXT = [/this page is being written/i, /\blorem ipsum\b/i, /\bTODO\b/];

/** Reference pages that are mostly tables: they count table cells as words. */
const TABLE_PAGES = new Set(['docs/agent/quickstart/shortcuts', 'docs/agent/queue/indicators']);

const ROOTS = ['docs', 'blog'];

export interface PageReport {
  file: string;
  section: string;
  words: number;
  /** Front-matter keys and text that mark a page as not written. */
  placeholders: string[];
  hazards: string[];
  /** What is wrong with the front matter's `description`, if anything. */
  description?: string;
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

/** A page's `description` is one sentence a reader sees under the title in search results. */
export function descriptionProblem(description: unknown): string | undefined {
  if (typeof description !== 'string' || description.trim() === '') return 'no `description`';
  if (description.length > MAX_DESCRIPTION) {
    return `\`description\` of ${description.length} characters (at most ${MAX_DESCRIPTION})`;
  }
  return undefined;
}

export function checkFile(file: string): PageReport {
  const source = fs.readFileSync(file, 'utf8');
  const {data, content} = matter(source);
  const key = file.replace(/\.mdx?$/, '');
  const words = countWords(TABLE_PAGES.has(key) ? content : content.replace(/^\|.*\|$/gm, ' '));
  const placeholders = [
    ...('stub' in data ? ['front matter `stub`'] : []),
    ...PLACEHOLDER_TEXT.filter((pattern) => pattern.test(content)).map((pattern) => `text ${pattern}`),
  ];
  return {
    file,
    section: sectionOf(file),
    words,
    placeholders,
    hazards: findHazards(content),
    description: descriptionProblem(data.description),
  };
}

function main(): void {
  const only = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'))
    .map((arg) => arg.replace(/\/$/, ''));
  const files = ROOTS.flatMap(listFiles)
    .filter((file) => only.length === 0 || only.some((prefix) => file === prefix || file.startsWith(prefix + '/')))
    .sort();
  const reports = files.map(checkFile);
  const problems: string[] = [];
  for (const section of [...new Set(reports.map((report) => report.section))]) {
    const inSection = reports.filter((report) => report.section === section);
    const short = inSection.filter((report) => report.words < MIN_WORDS);
    console.log(`${section}: ${inSection.length} pages, ${short.length} under ${MIN_WORDS} words`);
    for (const report of short) problems.push(`short: ${report.file} (${report.words} words)`);
  }
  for (const report of reports) {
    for (const placeholder of report.placeholders) problems.push(`placeholder: ${report.file} (${placeholder})`);
    for (const hazard of report.hazards) problems.push(`hazard: ${report.file} ${hazard}`);
    if (report.description) problems.push(`front matter: ${report.file} ${report.description}`);
  }
  for (const problem of problems) console.log(problem);
  console.log(`${reports.length} pages checked, ${problems.length} problems`);
  if (problems.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
