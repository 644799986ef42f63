// The types of the search package's theme modules that this site's TypeScript imports as
// `@theme/…`; the package ships none for them.
declare module '@theme/LoadingRing/LoadingRing' {
  import type {ReactElement} from 'react';

  export default function LoadingRing(props: {className?: string}): ReactElement;
}

declare module '@easyops-cn/autocomplete.js';
