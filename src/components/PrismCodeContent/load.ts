import type {ComponentType} from 'react';
import type {Props} from './index';
import PlainCodeLines from './PlainCodeLines';

export type PrismCodeContentModule = {default: ComponentType<Props>};

/**
 * In the browser: Prism and the highlighted code content, as a chunk of their own. If the chunk
 * cannot be loaded (a dropped connection, a redeploy that removed it), code shows unhighlighted
 * rather than the page crashing: React.lazy would rethrow the failure into the error boundary.
 */
export function loadPrismCodeContent(): Promise<PrismCodeContentModule> {
  return import(/* webpackChunkName: "prism-code-content" */ './index').catch((error: unknown) => {
    console.warn('Code highlighting is unavailable; showing code without it.', error);
    return {default: PlainCodeLines};
  });
}
