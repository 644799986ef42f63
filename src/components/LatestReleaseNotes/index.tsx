import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentReleaseNotesData} from '@site/src/plugins/recentReleaseNotes';
import styles from './styles.module.css';

/** The latest releases from the Release Notes blog, newest first (data from recentReleaseNotes). */
export default function LatestReleaseNotes() {
  const {recentPosts} = usePluginData('docusaurus-plugin-content-blog') as RecentReleaseNotesData;
  return (
    <ul className={styles.list}>
      {recentPosts.map((post) => (
        <li key={post.permalink} className={styles.item}>
          <h3 className={styles.title}>
            <Link to={post.permalink}>{post.title}</Link>
          </h3>
          <time className={styles.date} dateTime={post.date}>
            {post.formattedDate}
          </time>
          <p className={styles.summary}>{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}
