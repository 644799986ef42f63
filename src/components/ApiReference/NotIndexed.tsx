import type {ReactNode} from 'react';
import {NOT_INDEXED_ATTRIBUTE} from '@site/config/search';

/**
 * Content the local search leaves out of its index: the request and response examples of an API
 * page repeat what its tables say, in six languages, and only made the index larger.
 */
export default function NotIndexed({children}: {children: ReactNode}) {
  return <div {...{[NOT_INDEXED_ATTRIBUTE]: ''}}>{children}</div>;
}
