import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Audience {
  title: string;
  icon: string;
  description: string;
  to: string;
  cta: string;
}

const AUDIENCES: Audience[] = [
  {
    title: 'Agents',
    icon: 'support_agent',
    description: 'Sign in, start your shift, take threads from the queue, answer, transfer and resolve them.',
    to: '/docs/agent/quickstart/login',
    cta: 'Open the agent guide',
  },
  {
    title: 'Supervisors',
    icon: 'monitoring',
    description: 'Watch queues and agents live, read reports, step into threads and manage sessions.',
    to: '/docs/supervisor/quickstart/whois',
    cta: 'Open the supervisor guide',
  },
  {
    title: 'Administrators',
    icon: 'admin_panel_settings',
    description: 'Set up the widget, routing, templates, tags, timeouts, integrations and users.',
    to: '/docs/admin/quickstart/whois',
    cta: 'Open the administrator guide',
  },
  {
    title: 'Integrators',
    icon: 'integration_instructions',
    description: 'Connect a chat bot with the Bot API, your systems with the External API, apps with the SDK.',
    to: '/docs/api',
    cta: 'Open the API documentation',
  },
];

/** One entry per audience of SPEC §6, each leading to the first page of its guide. */
export default function AudienceCards() {
  return (
    <ul className={styles.grid}>
      {AUDIENCES.map(({title, icon, description, to, cta}) => (
        <li key={title} className={styles.card}>
          <span className={`material-icons ${styles.icon}`} aria-hidden="true">
            {icon}
          </span>
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
