import {RELEASE_NOTES_PATH} from './routes';
import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';
import {brand} from './brand';
import {sectionLabel} from './sections';

/** The footer's Contact support link, as configured: a plain mailto: to the support address. */
export const SUPPORT_MAILTO = `mailto:${brand.support.email}`;

export const footer = {
  style: 'dark',
  logo: {
    alt: brand.productName,
    src: 'img/logo-footer.svg',
    href: '/',
    width: 250,
    height: 50,
  },
  links: [
    {
      title: 'User guide',
      items: [
        {label: 'What is Chat Center', to: '/docs/start/whatis'},
        {label: sectionLabel('agents'), to: '/docs/agent/quickstart/login'},
        {label: sectionLabel('supervisors'), to: '/docs/supervisor/quickstart/whois'},
        {label: sectionLabel('administrators'), to: '/docs/admin/quickstart/whois'},
      ],
    },
    {
      title: 'Integrations',
      items: [
        {label: sectionLabel('api-overview'), to: '/docs/api'},
        {label: sectionLabel('bot-api'), to: '/docs/api/bot-api/intro'},
        {label: sectionLabel('external-api'), to: '/docs/api/external-api/authorization/authorization'},
        {label: sectionLabel('mobile-sdk'), to: '/docs/sdk/sdk-mobilechat'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: sectionLabel('release-notes'), to: `/${RELEASE_NOTES_PATH}`},
        ...brand.siblingSites.map(({label, href}) => ({label, href})),
        // The footer's link item (src/theme/Footer/LinkItem) gives it the navbar's prefilled message.
        {label: 'Contact support', href: SUPPORT_MAILTO},
      ],
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.name}. All rights reserved.`,
} satisfies ThemeConfig['footer'];
