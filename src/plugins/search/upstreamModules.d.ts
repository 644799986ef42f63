// The types of the search package's browser modules that this site's TypeScript imports through
// their aliases (`upstream.ts`); the package ships none for them.
declare module '@search-upstream/LoadingRing' {
  import type {ReactElement} from 'react';

  export default function LoadingRing(props: {className?: string}): ReactElement;
}

declare module '@easyops-cn/autocomplete.js';
