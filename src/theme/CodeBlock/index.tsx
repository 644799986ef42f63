import React, {lazy, type ReactNode} from 'react';
import type {Props} from '@site/src/components/HighlightedCodeBlock';
import {loadHighlightedCodeBlock} from '@site/src/components/HighlightedCodeBlock/load';

// Prism and its languages load with the first code block instead of on every page: as the theme's
// client module they were two thirds of main.js' start-up time (src/plugins/codeHighlightingOnDemand.ts).
// There is deliberately no <Suspense> here: a boundary makes React's server render move the code
// out of place and reveal it with inline scripts. Without one, hydration (a transition) waits for
// the chunk and keeps the server's HTML meanwhile, and a navigation keeps the old page until then.
const HighlightedCodeBlock = lazy(loadHighlightedCodeBlock);

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <HighlightedCodeBlock {...props} />;
}
