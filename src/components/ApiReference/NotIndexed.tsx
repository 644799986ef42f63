import type {ReactNode} from 'react';
import {NOT_INDEXED_ATTRIBUTE} from '@site/config/search';

/**
 * Content the local search leaves out of its index: the request and response examples of an API
 * page repeat what its tables say, six languages over, and made up most of the index's size.
 */
export default function NotIndexed({children}: {children: ReactNode}) {
  return <div {...{[NOT_INDEXED_ATTRIBUTE]: ''}}>{children}</div>;
}
