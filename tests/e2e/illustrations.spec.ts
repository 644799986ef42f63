import path from 'node:path';
import {expect, test} from '@playwright/test';
import {findIllustrations} from '../illustrations';
import {waitForHydration} from './helpers';

test.describe('every illustration opens in the zoom', () => {
  for (const {file, pages} of findIllustrations()) {
    const name = path.basename(file, '.svg');
    test(name, async ({page}) => {
      const [{route, alt}] = pages;
      await page.goto(route);
      await waitForHydration(page);
      // Built images keep their name with a content hash: /assets/images/<name>-<hash>.svg
      const image = page.locator(`.markdown img[src*="/${name}-"]`).first();
      await expect(image).toHaveAttribute('alt', alt);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
      await image.click();
      await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });
  }
});
