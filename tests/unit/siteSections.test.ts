import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SITE_SECTIONS, sidebarKeysOf, type SiteSection} from '../../config/sections';
import sidebars from '../../sidebars';

type SidebarItem = string | {type: string; label?: string};

/** The sidebars' top-level items by the keys sections use: a doc's id, a category's label. */
const topLevelKeys = Object.values(sidebars as unknown as Record<string, SidebarItem[]>).flatMap((items) =>
  items.map((item) => (typeof item === 'string' ? item : (item.label ?? item.type))),
);
const sectionIndexOf = (key: string) => SITE_SECTIONS.findIndex((section) => sidebarKeysOf(section).includes(key));

describe("the site's sections (config/sections.ts)", () => {
  it("hold every top-level item of the sidebars, in the sidebars' order", () => {
    const indexes = topLevelKeys.map(sectionIndexOf);
    expect(topLevelKeys.filter((_, place) => indexes[place] === -1)).toEqual([]);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('name only items the sidebars have, and each section is in a sidebar but the release notes', () => {
    for (const section of SITE_SECTIONS as readonly SiteSection[]) {
      for (const key of sidebarKeysOf(section)) expect(topLevelKeys, section.id).toContain(key);
      if (section.id !== 'release-notes') expect(sidebarKeysOf(section).length, section.id).toBeGreaterThan(0);
    }
  });

  it('have unique ids, labels and llms.txt headings', () => {
    for (const field of ['id', 'label', 'llmsHeading'] as const) {
      const values = SITE_SECTIONS.map((section) => section[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('lie under routes that hold pages, where the bench types in each', () => {
    for (const section of SITE_SECTIONS as readonly SiteSection[]) {
      if (!section.route) continue;
      const folder = section.route.startsWith('docs/') ? section.route : 'blog';
      expect(fs.statSync(path.resolve(folder)).isDirectory(), section.id).toBe(true);
      expect(section.benchPage?.startsWith(`/${section.route}/`), section.id).toBe(true);
    }
  });

  it("are the sections of the bench's search questions", () => {
    const benched = new Set(SITE_SECTIONS.flatMap((section: SiteSection) => (section.benchPage ? [section.id] : [])));
    for (const file of ['bench/search-questions.json', 'bench/search-questions-holdout.json']) {
      const questions = JSON.parse(fs.readFileSync(file, 'utf8')) as {section: string}[];
      const unknown = questions.filter(({section}) => !benched.has(section)).map(({section}) => section);
      expect(unknown, file).toEqual([]);
      expect(new Set(questions.map(({section}) => section)).size, file).toBe(benched.size);
    }
  });
});
