import {RELEASE_NOTES_PATH} from './routes';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand} from './brand';

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
        {label: 'Agent guide', to: '/docs/agent/quickstart/login'},
        {label: 'Supervisor guide', to: '/docs/supervisor/quickstart/whois'},
        {label: 'Administrator guide', to: '/docs/admin/quickstart/whois'},
      ],
    },
    {
      title: 'Integrations',
      items: [
        {label: 'API overview', to: '/docs/api'},
        {label: 'Bot API', to: '/docs/api/bot-api/intro'},
        {label: 'External API', to: '/docs/api/external-api/authorization/authorization'},
        {label: 'MobileChat SDK', to: '/docs/sdk/sdk-mobilechat'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Release Notes', to: `/${RELEASE_NOTES_PATH}`},
        ...brand.siblingSites.map(({label, href}) => ({label, href})),
        // The footer's link item (src/theme/Footer/LinkItem) gives it the navbar's prefilled message.
        {label: 'Contact support', href: SUPPORT_MAILTO},
      ],
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.name}. All rights reserved.`,
} satisfies ThemeConfig['footer'];
