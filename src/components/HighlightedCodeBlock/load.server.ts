import * as highlightedCodeBlock from './index';
import type {HighlightedCodeBlockModule} from './load';

/**
 * In the server bundle (src/plugins/codeHighlightingOnDemand.ts puts it in place of load.ts): the
 * module at once, as a thenable that resolves synchronously, so React.lazy renders the highlighted
 * code into the HTML without suspending.
 */
export function loadHighlightedCodeBlock(): Promise<HighlightedCodeBlockModule> {
  const resolvedAtOnce: PromiseLike<HighlightedCodeBlockModule> = {
    then(onFulfilled) {
      return onFulfilled?.(highlightedCodeBlock) as never;
    },
  };
  return resolvedAtOnce as Promise<HighlightedCodeBlockModule>;
}
