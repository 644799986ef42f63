import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {findIllustrations} from '../illustrations';

const illustrations = findIllustrations();

describe('illustrations', () => {
  it('there are at least ten, drawn for the site', () => {
    expect(illustrations.length).toBeGreaterThanOrEqual(10);
  });

  for (const {file, pages} of illustrations) {
    describe(file, () => {
      const svg = fs.readFileSync(file, 'utf8');

      it('is small, self-contained SVG with a title', () => {
        expect(fs.statSync(file).size).toBeLessThan(50 * 1024);
        expect(svg).toMatch(/^<svg[\s>]/m);
        expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
        expect(svg).not.toMatch(/<script|<image|<foreignObject|href="(?:https?:|data:)|@import|url\(https?:/i);
      });

      it('draws its own light card, so it stays legible in dark mode', () => {
        expect(svg).toMatch(/<rect[^>]*fill="#(?:fff|ffffff)"/i);
      });

      it('is shown by at least one page, with alt text that says what it shows', () => {
        expect(pages.length).toBeGreaterThan(0);
        for (const {alt} of pages) expect(alt.split(/\s+/).length).toBeGreaterThanOrEqual(4);
      });
    });
  }
});
