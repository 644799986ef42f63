import {describe, expect, test} from 'vitest';
import {moduleOwner, ownersOf} from '../../src/plugins/bundleStats/owners';
import type {BundleStats} from '../../src/plugins/bundleStats';

describe('bundle analysis', () => {
  test('a module belongs to its package, or to its folder of the site', () => {
    expect(moduleOwner('../../main/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleOwner('./node_modules/@easyops-cn/docusaurus-search-local/dist/client/x.js')).toBe(
      '@easyops-cn/docusaurus-search-local',
    );
    expect(moduleOwner('./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js')).toBe(
      '@docusaurus/theme-classic/Navbar',
    );
    expect(moduleOwner('./src/components/PageActions/index.tsx')).toBe('src/components/PageActions');
    expect(moduleOwner('./.docusaurus/registry.js')).toBe('.docusaurus/registry.js');
    expect(
      moduleOwner('css ./node_modules/css-loader/dist/cjs.js!./node_modules/infima/dist/css/default/default.css'),
    ).toBe('infima');
  });

  test("a file's Brotli bytes are shared among its modules by their size", () => {
    const stats: BundleStats = {
      outDir: '/build',
      chunks: [
        {
          files: ['assets/js/main.1.js'],
          modules: [
            {name: './node_modules/react-dom/a.js', size: 300},
            {name: './src/components/X/index.tsx', size: 100},
          ],
        },
        {files: ['assets/js/other.2.js'], modules: [{name: './node_modules/lunr/lunr.js', size: 50}]},
      ],
    };
    const owners = ownersOf(stats, [
      {path: '/docs/page', encoded: 999},
      {path: '/assets/js/main.1.js', encoded: 100},
    ]);
    expect(owners).toEqual([
      {owner: 'react-dom', raw: 300, brotli: 75},
      {owner: 'src/components/X', raw: 100, brotli: 25},
    ]);
  });
});
