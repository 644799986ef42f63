import fs from 'node:fs';
import type {Browser} from '@playwright/test';
import {siteUrl} from './sites';
import {row} from './table';

/** 5. Search quality over bench/search-questions.json: the answer first, the answer within the 8 hits. */
interface Question {
  question: string;
  answer: string;
}

export async function measureSearchQuality(browser: Browser): Promise<void> {
  const questions = JSON.parse(fs.readFileSync('bench/search-questions.json', 'utf8')) as Question[];
  const page = await browser.newPage();
  let first = 0;
  let withinEight = 0;
  const misses: string[] = [];
  for (const {question, answer} of questions) {
    await page.goto(siteUrl(`/search?q=${encodeURIComponent(question)}`));
    // The search page lists the same ranking as the navbar's autocomplete, without its limit of 8.
    await page.waitForFunction(() => document.querySelector('.main-wrapper article, .main-wrapper p'), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(150);
    const hits = await page.$$eval('.main-wrapper article h2 a', (links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
    );
    const rank = hits.slice(0, 8).findIndex((hit) => hit === answer);
    if (rank === 0) first += 1;
    if (rank >= 0) withinEight += 1;
    else misses.push(`"${question}" → ${answer} (got ${hits.slice(0, 3).join(', ') || 'nothing'})`);
  }
  await page.close();
  const share = (count: number) => `${count}/${questions.length} (${Math.round((100 * count) / questions.length)} %)`;
  row('Search quality: answer is the first hit', share(first));
  row('Search quality: answer within the 8 hits', share(withinEight));
  if (misses.length > 0) console.log(`Questions whose answer is not in the 8 hits:\n- ${misses.join('\n- ')}`);
}
