import fs from 'node:fs';
import {DocsServer, type SearchHit} from '../../mcp/src/server';
import {Source} from '../../mcp/src/source';
import type {SectionId} from '../../mcp/src/sections';
import {audienceFileNames, audienceFilePath} from '../../src/plugins/markdownTwins/llmsTxt';
import {SITE_BUILD} from './sites';
import {kb, row} from './table';
import {withTypos} from './typos';

/**
 * 6. The docs MCP server's `search_docs` (mcp/) over the search questions, each asked in its
 * section as an assistant would (`section`) and without a section (the whole site), read from the
 * built site: how often an answer is its first hit and among its 8, beside the dropdown's and the
 * search page's figures above (the same search, src/search/, so they should agree). And the llms
 * files per audience, which an assistant loads whole.
 */
const QUESTION_SETS = [
  {file: 'bench/search-questions.json', name: ''},
  {file: 'bench/search-questions-holdout.json', name: 'held-out questions, '},
  {file: 'bench/search-questions-fresh.json', name: 'fresh held-out questions, '},
  {file: 'bench/search-questions.json', name: 'questions with a typo, ', typos: true},
];

const HITS = 8;

interface Question {
  question: string;
  answers: string[];
  section: string;
}

const routeOf = (url: string) => new URL(url).pathname.replace(/\.md$/, '').replace(/^\/index$/, '/');

export async function measureMcpSearch(build = SITE_BUILD): Promise<void> {
  const server = new DocsServer(Source.build(build));
  for (const {file, name, typos} of QUESTION_SETS) {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Question[];
    const questions = typos ? withTypos(raw) : raw;
    // In the question's section, as an assistant that knows it asks; and without one, the whole site.
    for (const inSection of [true, false]) {
      let first = 0;
      let within = 0;
      const started = performance.now();
      for (const {question, answers, section} of questions) {
        const result = await server.searchDocs(question, inSection ? (section as SectionId) : undefined, HITS);
        const hits = (result.structuredContent as {hits: SearchHit[]}).hits.map(({url}) => routeOf(url));
        const rank = hits.findIndex((route) => answers.includes(route));
        if (rank === 0) first += 1;
        if (rank >= 0) within += 1;
      }
      const perQuestion = (performance.now() - started) / questions.length;
      const share = (count: number) =>
        `${count}/${questions.length} (${Math.round((100 * count) / questions.length)} %)`;
      const where = inSection ? "in the question's section" : 'the whole site';
      row(`MCP search_docs, ${name}${where}: an answer is the first hit`, share(first));
      row(
        `MCP search_docs, ${name}${where}: an answer within the ${HITS} hits`,
        share(within),
        '—',
        `${perQuestion.toFixed(0)} ms a question, index loaded`,
      );
    }
  }
}

export function measureAudienceFiles(build = SITE_BUILD): void {
  const names = audienceFileNames();
  for (const name of names) {
    const bytes = fs.statSync(`${build}${audienceFilePath(name)}`).size;
    row(
      `${audienceFilePath(name).slice(1)} (≈ tokens, bytes ÷ 4)`,
      `${kb(bytes)}, ${bytes} bytes (≈ ${Math.round(bytes / 4000)} k tokens)`,
      '—',
      'limit 400,000 bytes',
    );
  }
}
