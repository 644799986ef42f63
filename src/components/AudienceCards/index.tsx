import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

// Material Design icons (Apache-2.0, from @material-design-icons/svg), drawn inline: as ligatures of
// the icon font they made the home page download the whole 128 KB font before its first paint.
const ICONS = {
  agent: (
    <>
      <path d="M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62z" />
      <circle cx="9" cy="13" r="1" />
      <circle cx="15" cy="13" r="1" />
      <path d="M18 11.03A6.04 6.04 0 0 0 12.05 6c-3.03 0-6.29 2.51-6.03 6.45a8.075 8.075 0 0 0 4.86-5.89c1.31 2.63 4 4.44 7.12 4.47z" />
    </>
  ),
  insights: (
    <>
      <path d="M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2z" />
      <path d="m15 9 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z" />
    </>
  ),
  adminSettings: (
    <>
      <path d="M17 11c.34 0 .67.04 1 .09V6.27L10.5 3 3 6.27v4.91c0 4.54 3.2 8.79 7.5 9.82.55-.13 1.08-.32 1.6-.55-.69-.98-1.1-2.17-1.1-3.45 0-3.31 2.69-6 6-6z" />
      <path d="M17 13c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4zm0 1.38c.62 0 1.12.51 1.12 1.12s-.51 1.12-1.12 1.12-1.12-.51-1.12-1.12.5-1.12 1.12-1.12zm0 5.37c-.93 0-1.74-.46-2.24-1.17.05-.72 1.51-1.08 2.24-1.08s2.19.36 2.24 1.08c-.5.71-1.31 1.17-2.24 1.17z" />
    </>
  ),
  integration: (
    <path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-.14 0-.27.01-.4.04a2.008 2.008 0 0 0-1.44 1.19c-.1.23-.16.49-.16.77v14c0 .27.06.54.16.78s.25.45.43.64c.27.27.62.47 1.01.55.13.02.26.03.4.03h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-8 11.17-1.41 1.42L6 12l3.59-3.59L11 9.83 8.83 12 11 14.17zm1-9.92c-.41 0-.75-.34-.75-.75s.34-.75.75-.75.75.34.75.75-.34.75-.75.75zm2.41 11.34L13 14.17 15.17 12 13 9.83l1.41-1.42L18 12l-3.59 3.59z" />
  ),
} satisfies Record<string, ReactNode>;

interface Audience {
  title: string;
  icon: keyof typeof ICONS;
  description: string;
  to: string;
  cta: string;
}

const AUDIENCES: Audience[] = [
  {
    title: 'Agents',
    icon: 'agent',
    description: 'Sign in, start your shift, take threads from the queue, answer, transfer and resolve them.',
    to: '/docs/agent/quickstart/login',
    cta: 'Open the agent guide',
  },
  {
    title: 'Supervisors',
    icon: 'insights',
    description: 'Watch queues and agents live, read reports, step into threads and manage sessions.',
    to: '/docs/supervisor/quickstart/whois',
    cta: 'Open the supervisor guide',
  },
  {
    title: 'Administrators',
    icon: 'adminSettings',
    description: 'Set up the widget, routing, templates, tags, timeouts, integrations and users.',
    to: '/docs/admin/quickstart/whois',
    cta: 'Open the administrator guide',
  },
  {
    title: 'Integrators',
    icon: 'integration',
    description: 'Connect a chat bot with the Bot API, your systems with the External API, apps with the SDK.',
    to: '/docs/api',
    cta: 'Open the API documentation',
  },
];

/**
 * One entry per audience (agent, supervisor, administrator, integrator), each leading to the first
 * page of its guide.
 */
export default function AudienceCards() {
  return (
    <ul className={styles.grid}>
      {AUDIENCES.map(({title, icon, description, to, cta}) => (
        <li key={title} className={styles.card}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {ICONS[icon]}
          </svg>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.description}>{description}</p>
          <Link className={styles.link} to={to}>
            {cta}
          </Link>
        </li>
      ))}
    </ul>
  );
}
