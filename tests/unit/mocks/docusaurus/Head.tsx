import type {ReactNode} from 'react';

/** Stand-in for @docusaurus/Head: what a page puts in the head is not rendered in unit tests. */
export default function Head(_props: {children?: ReactNode}): null {
  return null;
}
