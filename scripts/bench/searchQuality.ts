import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {SITE_SECTIONS, type SiteSection} from '../../config/sections';
import {SECTION_PAGES, SITE_SEARCH, STOCK_SEARCH, siteUrl, type SearchSite} from './sites';

/** Each section's search context (its route), by the section's id in the question sets. */
const SECTION_ROUTES: Record<string, string> = Object.fromEntries(
  SITE_SECTIONS.flatMap((section: SiteSection) => (section.route ? [[section.id, section.route]] : [])),
);
import {row} from './table';
import {withTypos} from './typos';

/**
 * 5. Search quality over bench/search-questions.json, questions in readers' words with the page or
 * pages that answer them, over bench/search-questions-holdout.json, written later by someone who
 * saw neither that set nor the pages' descriptions and keywords (a change tuned to the first set
 * shows there), and over the first set with a typo in each question (typos.ts; no goal): how often
 * an answer is the first hit, and how often one is among the 8 hits, overall and per section of
 * the site,
 * - in the navbar's dropdown, typed on a page of the question's section (which searches that
 *   section, src/plugins/search/options.ts);
 * - on the search page as the dropdown's "See all results" opens it (/search?q=…&ctx=…, the
 *   section);
 * - on the search page without a section (/search?q=…, the whole site);
 * - and, typed on a page of another section, whether the dropdown offers the whole site's results;
 * each beside the same with the search plugin as it ships (sites.ts).
 */
export interface Question {
  question: string;
  /** The routes that answer it, best first. */
  answers: string[];
  section: string;
}

type Rank = number | undefined;

const HITS = 8;

/** The question sets, how the report names them, and whether the goals are theirs. */
const QUESTION_SETS = [
  {file: 'bench/search-questions.json', name: '', goals: true},
  {file: 'bench/search-questions-holdout.json', name: 'held-out questions, ', goals: true},
  {file: 'bench/search-questions-fresh.json', name: 'fresh held-out questions, ', goals: true},
  {file: 'bench/search-questions.json', name: 'questions with a typo, ', goals: false, typos: true},
];

function loadQuestions(file: string): Question[] {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Question[];
  const unknown = raw.filter(({section}) => !(section in SECTION_PAGES));
  if (unknown.length > 0) throw new Error(`No page of section ${unknown[0].section} in sites.ts SECTION_PAGES`);
  return raw;
}

const normalise = (href: string) => new URL(href, siteUrl('/')).pathname.replace(/\/$/, '') || '/';

/** The routes of each page title, from the whole site's index (its first part holds the pages). */
function routesByTitle(site: SearchSite): Map<string, string[]> {
  const [titles] = JSON.parse(fs.readFileSync(path.join(site.build, 'search-index.json'), 'utf8')) as {
    documents: {t: string; u: string}[];
  }[];
  const map = new Map<string, string[]>();
  for (const {t, u} of titles.documents) map.set(t, [...(map.get(t) ?? []), normalise(u)]);
  return map;
}

/** The hits of a search page (/search?q=…, and ctx=… for a section), in order. */
async function searchPageHits(page: Page, site: SearchSite, searchPath: string): Promise<string[]> {
  await page.goto(site.url(searchPath));
  // "N documents found" (or "No documents were found"), then the first N up to 8 hits: the page
  // renders its results a few at a time. The whole index's: the first results, from the index's
  // first file, are busy until they come.
  await page.waitForFunction(
    (hits) => {
      if (document.querySelector('.main-wrapper [aria-busy="true"]')) return false;
      const count = /(\d+) documents? found|(No) documents/.exec(
        document.querySelector('.main-wrapper')?.textContent ?? '',
      );
      const found = count === null ? undefined : count[2] ? 0 : Number(count[1]);
      return found !== undefined && document.querySelectorAll('.main-wrapper article').length >= Math.min(found, hits);
    },
    HITS,
    {timeout: 30_000},
  );
  return page.$$eval('.main-wrapper article h2 a', (links) => links.map((link) => (link as HTMLAnchorElement).href));
}

interface Dropdown {
  /** The page titles of the hits, in order (a hit names its page in its title or its path). */
  hits: string[][];
  /** Where the footer's links lead. */
  footerLinks: string[];
}

/** Types the question into the navbar's search of a page and reads the dropdown. */
async function dropdown(
  page: Page,
  site: SearchSite,
  pagePath: string,
  question: string,
  titles: Map<string, string[]>,
): Promise<Dropdown> {
  if (page.url() === 'about:blank' || normalise(page.url()) !== normalise(pagePath)) {
    await page.goto(site.url(pagePath));
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  }
  const input = page.locator('nav.navbar input[aria-label="Search"]');
  await input.fill('');
  await input.focus();
  await input.fill(question);
  // The dropdown shows this query's hits, or "No results", once its footer or empty state renders;
  // the whole index's, once the list is no longer busy (the first hits come from the index's
  // pages' titles, descriptions and keywords, src/search/indexFiles.ts).
  await page.waitForFunction(
    (query) => {
      const list = document.querySelector('.navbar [role="listbox"]');
      const menu = list?.parentElement;
      const shown = menu && getComputedStyle(menu).display !== 'none';
      const input = document.querySelector<HTMLInputElement>('nav.navbar input[aria-label="Search"]');
      return (
        shown &&
        input?.value === query &&
        !list.hasAttribute('aria-busy') &&
        menu.querySelector('[class*="hitFooter"], [class*="noResults"]')
      );
    },
    question,
    {timeout: 30_000},
  );
  // autocomplete.js renders each query's results as they come: read them once they stop changing.
  let previous = '';
  for (;;) {
    const current = await page.locator('.navbar [role="listbox"]').innerHTML();
    if (current === previous) break;
    previous = current;
    await page.waitForTimeout(100);
  }
  const options = await page.$$eval('.navbar [role="option"]', (elements) =>
    elements.map((element) => ({
      title: element.querySelector('[class*="hitTitle"]')?.textContent ?? '',
      path: element.querySelector('[class*="hitPath"]')?.textContent ?? '',
    })),
  );
  const hits = options.map(({title, path: hitPath}) => {
    const candidates = [title, ...hitPath.split(' › ').reverse()];
    const known = candidates.find((candidate) => titles.has(candidate));
    return known ? titles.get(known)! : [];
  });
  const footerLinks = await page.$$eval('.navbar [class*="hitFooter"] a', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return {hits, footerLinks};
}

function rankOf(hits: string[][], answers: string[]): Rank {
  const index = hits.slice(0, HITS).findIndex((routes) => routes.some((route) => answers.includes(route)));
  return index >= 0 ? index : undefined;
}

/** The goals of a section's search and of the whole site's (the share of questions, in %). */
const SECTION_GOALS = {first: 85, within: 98};
const WHOLE_SITE_GOALS = {first: 88, within: 98};

function report(
  name: string,
  questions: Question[],
  ranks: Rank[],
  stockRanks: Rank[],
  goals: {first: number; within: number} | undefined,
): void {
  const percent = (count: number, total: number) => Math.round((100 * count) / total);
  const firstCount = (of: Rank[]) => of.filter((rank) => rank === 0).length;
  const withinCount = (of: Rank[]) => of.filter((rank) => rank !== undefined).length;
  const share = (count: number, total: number) => `${count}/${total} (${percent(count, total)} %)`;
  const goal = (goalPercent: number | undefined, count: number) =>
    goalPercent === undefined
      ? undefined
      : `goal ≥ ${goalPercent} % ${percent(count, ranks.length) >= goalPercent ? 'met' : 'missed'}`;
  row(
    `Search quality, ${name}: an answer is the first hit`,
    share(firstCount(ranks), ranks.length),
    share(firstCount(stockRanks), stockRanks.length),
    goal(goals?.first, firstCount(ranks)),
  );
  row(
    `Search quality, ${name}: an answer within the ${HITS} hits`,
    share(withinCount(ranks), ranks.length),
    share(withinCount(stockRanks), stockRanks.length),
    goal(goals?.within, withinCount(ranks)),
  );
  console.log(`Search quality, ${name}, by section (first hit / within the ${HITS} hits):`);
  for (const section of [...new Set(questions.map((question) => question.section))]) {
    const inSection = ranks.filter((_, index) => questions[index].section === section);
    const sectionFirst = inSection.filter((rank) => rank === 0).length;
    const sectionWithin = inSection.filter((rank) => rank !== undefined).length;
    console.log(`- ${section}: ${sectionFirst}/${inSection.length}, ${sectionWithin}/${inSection.length}`);
  }
  const misses = questions.filter((_, index) => ranks[index] !== 0);
  if (misses.length > 0) {
    console.log(`Questions whose answer is not the first hit, ${name} (its rank, or missing):`);
    for (const question of misses) {
      const rank = ranks[questions.indexOf(question)];
      console.log(`- "${question.question}" → ${question.answers[0]} (${rank === undefined ? 'missing' : rank + 1})`);
    }
  }
}

export async function measureSearchQuality(browser: Browser): Promise<void> {
  for (const {file, name, goals, typos} of QUESTION_SETS) {
    const loaded = loadQuestions(file);
    const questions = typos ? withTypos(loaded) : loaded;
    const ours = await rankQuestionSet(browser, SITE_SEARCH, questions);
    const stock = await rankQuestionSet(browser, STOCK_SEARCH, questions);
    const sectionGoals = goals ? SECTION_GOALS : undefined;
    report(`${name}navbar dropdown on a page of the section`, questions, ours.dropdown, stock.dropdown, sectionGoals);
    report(
      `${name}search page of the section ("See all results")`,
      questions,
      ours.sectionSearchPage,
      stock.sectionSearchPage,
      sectionGoals,
    );
    report(
      `${name}search page, whole site`,
      questions,
      ours.searchPage,
      stock.searchPage,
      goals ? WHOLE_SITE_GOALS : undefined,
    );
    row(
      `Search, ${name}typed in another section: the dropdown offers the whole site's results`,
      `${ours.wholeSiteOffered}/${questions.length}`,
      `${stock.wholeSiteOffered}/${questions.length}`,
    );
  }
}

interface QuestionSetRanks {
  dropdown: Rank[];
  sectionSearchPage: Rank[];
  searchPage: Rank[];
  wholeSiteOffered: number;
}

export async function rankQuestionSet(
  browser: Browser,
  site: SearchSite,
  questions: Question[],
): Promise<QuestionSetRanks> {
  const titles = routesByTitle(site);
  const sections = Object.keys(SECTION_PAGES);
  const page = await browser.newPage();
  const ranks: QuestionSetRanks = {dropdown: [], sectionSearchPage: [], searchPage: [], wholeSiteOffered: 0};
  /** Each question's "See all results" link of the dropdown: the search page of its section. */
  const seeAllLinks: string[] = [];
  // Section by section, so that each section's page (and its index) is loaded once.
  const order = [...questions].sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section));
  for (const question of order) {
    const {hits, footerLinks} = await dropdown(page, site, SECTION_PAGES[question.section], question.question, titles);
    ranks.dropdown[questions.indexOf(question)] = rankOf(hits, question.answers);
    // The plugin as it ships offers the section's search page only beside hits: without one, the
    // same address (the reader can type it, or choose the section on the search page).
    const seeAll =
      footerLinks.find((href) => new URL(href, siteUrl('/')).searchParams.has('ctx')) ??
      `/search?${new URLSearchParams({q: question.question, ctx: SECTION_ROUTES[question.section]})}`;
    seeAllLinks[questions.indexOf(question)] = seeAll;
  }
  // Typed on the page of the next section: the way to the whole site's results is offered.
  for (const question of order) {
    const other = sections[(sections.indexOf(question.section) + 1) % sections.length];
    const {footerLinks} = await dropdown(page, site, SECTION_PAGES[other], question.question, titles);
    if (
      footerLinks.some((href) => /^\/search\/?\?/.test(href) && !new URL(href, siteUrl('/')).searchParams.has('ctx'))
    ) {
      ranks.wholeSiteOffered += 1;
    }
  }
  const pageRank = (hits: string[], question: Question) =>
    rankOf(
      hits.map((hit) => [normalise(hit)]),
      question.answers,
    );
  for (const [index, question] of questions.entries()) {
    ranks.sectionSearchPage.push(pageRank(await searchPageHits(page, site, seeAllLinks[index]), question));
  }
  for (const question of questions) {
    const hits = await searchPageHits(page, site, `/search?q=${encodeURIComponent(question.question)}`);
    ranks.searchPage.push(pageRank(hits, question));
  }
  await page.close();
  return ranks;
}
