import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from '@site/src/plugins/markdownTwins/twinPath';

/** The twins are written by the production build; the dev server has none to serve. */
export const TWINS_BUILT = process.env.NODE_ENV === 'production';

/** Names the page's Markdown twin in the head, for agents that read the HTML first. */
export function MarkdownTwinLink(): ReactNode {
  const {pathname} = useLocation();
  return TWINS_BUILT ? (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pathname)} />
    </Head>
  ) : null;
}
