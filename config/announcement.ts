import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';

/**
 * The announcement bar. Change `id` whenever the content changes, so readers who closed the
 * previous announcement see the new one. Set to `undefined` to hide the bar.
 */
export const announcementBar: ThemeConfig['announcementBar'] = {
  id: 'release-6-33',
  content:
    'Release 6.33 is out: bulk closing with a comment and inactivity reasons in the External API. <a href="/blog/6-33">Read the release notes</a>.',
  isCloseable: true,
};
