import fs from 'node:fs';
import type {Browser, Page} from '@playwright/test';
import {siteUrl} from './sites';
import {row} from './table';

/**
 * 5. Search quality over bench/search-questions.json, questions in readers' words with the page or
 * pages that answer them: how often an answer is the first hit, and how often one is among the 8
 * hits, on the search page (/search?q=…, the ranking the navbar's dropdown shows too), overall and
 * per section of the site.
 */
interface Question {
  question: string;
  /** The routes that answer it, best first. */
  answers: string[];
  section: string;
}

type Rank = number | undefined;

function loadQuestions(): Question[] {
  const raw = JSON.parse(fs.readFileSync('bench/search-questions.json', 'utf8')) as (Partial<Question> & {
    question: string;
    answer?: string;
  })[];
  return raw.map((entry) => ({
    question: entry.question,
    answers: entry.answers ?? (entry.answer ? [entry.answer] : []),
    section: entry.section ?? 'all',
  }));
}

const normalise = (href: string) => new URL(href).pathname.replace(/\/$/, '');

/** The hits of the search page, in order. */
async function searchPageHits(page: Page, question: string): Promise<string[]> {
  await page.goto(siteUrl(`/search?q=${encodeURIComponent(question)}`));
  // The search page lists the same ranking as the navbar's dropdown, without its limit of 8.
  await page.waitForFunction(() => document.querySelector('.main-wrapper article, .main-wrapper p'), undefined, {
    timeout: 30_000,
  });
  await page.waitForTimeout(150);
  return page.$$eval('.main-wrapper article h2 a', (links) => links.map((link) => (link as HTMLAnchorElement).href));
}

function rankOf(hits: string[], answers: string[]): Rank {
  const index = hits.slice(0, 8).findIndex((hit) => answers.includes(normalise(hit)));
  return index >= 0 ? index : undefined;
}

export async function measureSearchQuality(browser: Browser): Promise<void> {
  const questions = loadQuestions();
  const page = await browser.newPage();
  const results: {question: Question; rank: Rank}[] = [];
  for (const question of questions) {
    results.push({question, rank: rankOf(await searchPageHits(page, question.question), question.answers)});
  }
  await page.close();

  const share = (count: number, total: number) => `${count}/${total} (${Math.round((100 * count) / total)} %)`;
  const first = results.filter((result) => result.rank === 0).length;
  const within = results.filter((result) => result.rank !== undefined).length;
  row('Search quality: an answer is the first hit', share(first, results.length), '—', 'goal ≥ 85 %');
  row('Search quality: an answer within the 8 hits', share(within, results.length), '—', 'goal ≥ 98 %');
  console.log('Search quality by section (first hit / within the 8 hits):');
  for (const section of [...new Set(questions.map((question) => question.section))]) {
    const inSection = results.filter((result) => result.question.section === section);
    const sectionFirst = inSection.filter((result) => result.rank === 0).length;
    const sectionWithin = inSection.filter((result) => result.rank !== undefined).length;
    console.log(`- ${section}: ${sectionFirst}/${inSection.length}, ${sectionWithin}/${inSection.length}`);
  }
  const misses = results.filter((result) => result.rank !== 0);
  if (misses.length > 0) {
    console.log('Questions whose answer is not the first hit (its rank, or missing):');
    for (const {question, rank} of misses) {
      console.log(`- "${question.question}" → ${question.answers[0]} (${rank === undefined ? 'missing' : rank + 1})`);
    }
  }
}
