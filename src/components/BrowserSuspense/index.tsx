import {Suspense, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A <Suspense> boundary in the browser only; the server renders the children without one.
 *
 * - On the server, every lazy component of the site resolves at once (see the server loaders of
 *   src/plugins/codeHighlighting), and a boundary would only make React's server render move the
 *   content out of place and reveal it with inline scripts.
 * - In the browser, Preact (src/plugins/preactClient) needs a boundary above anything that
 *   suspends: a lazy component without one crashes the page. While the page hydrates, a suspended
 *   child keeps the server's HTML and hydrates when its chunk is in; after that, the fallback shows
 *   until it is.
 */
export default function BrowserSuspense({fallback, children}: {fallback: ReactNode; children: ReactNode}): ReactNode {
  if (!ExecutionEnvironment.canUseDOM) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
