import {RELEASE_NOTES_PATH} from './routes';
import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';
import {brand} from './brand';

/**
 * The navbar: User Documentation and API Documentation on the left; Release Notes, colour mode,
 * language, version, search and Contact support on the right. The logo's sibling-site dropdown is
 * added by src/theme/Navbar/Logo.
 */
export const navbar = {
  title: brand.shortProductName,
  hideOnScroll: true,
  logo: {
    alt: `${brand.productName} home`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'User Documentation'},
    {type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API Documentation'},
    {to: `/${RELEASE_NOTES_PATH}`, label: 'Release Notes', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [{to: `/${RELEASE_NOTES_PATH}/archive`, label: 'All releases'}],
    },
    {type: 'search', position: 'right'},
    {type: 'custom-contactSupport', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
