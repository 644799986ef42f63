import path from 'node:path';
import {expect, test} from './fixtures';
import {findIllustrations} from '../illustrations';
import {waitForZoom, waitForZoomOpened} from './helpers';

/** Each illustration on the first page that shows it, grouped by page: one page load a page. */
const byPage = new Map<string, {name: string; alt: string}[]>();
for (const {file, pages} of findIllustrations()) {
  const [{route, alt}] = pages;
  byPage.set(route, [...(byPage.get(route) ?? []), {name: path.basename(file, '.svg'), alt}]);
}

test.describe('every illustration is shown and opens in the zoom', () => {
  for (const [route, illustrations] of byPage) {
    test(`${route}: ${illustrations.map(({name}) => name).join(', ')}`, async ({page}) => {
      await page.goto(route);
      for (const [index, {name, alt}] of illustrations.entries()) {
        // Small SVGs are inlined as data: URLs by the build, so the image is found by its alt text.
        const image = page.locator('.markdown').getByAltText(alt, {exact: true}).first();
        await image.scrollIntoViewIfNeeded();
        expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth), name).toBeGreaterThan(0);
        // The zoom attaches once for the page; later images of the same page are ready with it.
        if (index === 0) await waitForZoom(page, image);
        await image.click();
        await waitForZoomOpened(page);
        await page.keyboard.press('Escape');
        await expect(page.locator('.medium-zoom-overlay'), name).toHaveCount(0);
      }
    });
  }
});
