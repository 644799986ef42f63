import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

// The stock baseline for `npm run bench`: the classic preset as `create-docusaurus` sets it up
// (docs, blog, a home page, default theme), with no plugin, swizzle or search of this site.
const config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.ico',
  url: 'https://your-docusaurus-site.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  future: {experimental_faster: process.env.DOCUSAURUS_FASTER !== 'false'},
  presets: [
    ['classic', {docs: {sidebarPath: './sidebars.ts'}, blog: {showReadingTime: true}} satisfies Preset.Options],
  ],
  themeConfig: {
    navbar: {
      title: 'My Site',
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
        {to: '/blog', label: 'Blog', position: 'left'},
      ],
    },
    footer: {style: 'dark', copyright: `Copyright © 2025 My Project, Inc. Built with Docusaurus.`},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
