import * as prismCodeContent from './index';
import type {PrismCodeContentModule} from './load';
import {resolvedAtOnce} from './resolvedAtOnce';

/**
 * In the server bundle (src/plugins/codeHighlighting puts it in place of load.ts): the
 * module at once, as a thenable that resolves synchronously, so React.lazy renders the highlighted
 * code into the HTML without suspending.
 */
export function loadPrismCodeContent(): Promise<PrismCodeContentModule> {
  return resolvedAtOnce(prismCodeContent);
}
