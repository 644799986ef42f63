import type {ReactNode} from 'react';
import {NOT_INDEXED_ATTRIBUTE} from '@site/src/plugins/search/options';

/** The attribute that keeps an element out of the local search's index, to spread on it. */
export const notIndexed = {[NOT_INDEXED_ATTRIBUTE]: ''};

/**
 * Content the local search leaves out of its index: the request and response examples of an API
 * page repeat what its tables say, in six languages, and only made the index larger.
 */
export default function NotIndexed({children}: {children: ReactNode}) {
  return <div {...notIndexed}>{children}</div>;
}
