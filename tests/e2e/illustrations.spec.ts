import path from 'node:path';
import {expect, test} from './fixtures';
import {findIllustrations} from '../illustrations';
import {waitForHydration, waitForZoom, waitForZoomOpened} from './helpers';

test.describe('every illustration opens in the zoom', () => {
  for (const {file, pages} of findIllustrations()) {
    test(path.basename(file, '.svg'), async ({page}) => {
      const [{route, alt}] = pages;
      await page.goto(route);
      await waitForHydration(page);
      // Small SVGs are inlined as data: URLs by the build, so the image is found by its alt text.
      const image = page.locator('.markdown').getByAltText(alt, {exact: true}).first();
      await image.scrollIntoViewIfNeeded();
      await waitForZoom(page, image);
      await image.click();
      await waitForZoomOpened(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });
  }
});
