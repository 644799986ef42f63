import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AudienceCards from '@site/src/components/AudienceCards';
import HomeSearch from '@site/src/components/HomeSearch';
import LatestReleaseNotes from '@site/src/components/LatestReleaseNotes';
import {MarkdownTwinLink} from '@site/src/components/PageActions/MarkdownTwinLink';
import styles from './index.module.css';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Documentation"
      description={`${siteConfig.title}: guides for agents, supervisors and administrators, and the API reference for integrators.`}>
      <MarkdownTwinLink />
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title} documentation
          </Heading>
          <p className={styles.heroLead}>
            {siteConfig.title} is where your agents answer clients from the web widget, mobile apps, email, Instagram,
            Facebook Messenger and Telegram in one workplace. Supervisors watch the queues live, administrators decide
            who answers what, and your chat bots and systems join in through the APIs.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/start/whatis">
              What is Chat Center
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api">
              API documentation
            </Link>
          </div>
          <HomeSearch />
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="audiences">
          <div className="container">
            <Heading as="h2" id="audiences">
              Choose your guide
            </Heading>
            <AudienceCards />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="latest-releases">
          <div className="container">
            <Heading as="h2" id="latest-releases">
              Latest releases
            </Heading>
            <LatestReleaseNotes />
            <p className={styles.more}>
              <Link to="/blog">All release notes</Link>
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
