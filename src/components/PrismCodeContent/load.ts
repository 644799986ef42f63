import type {ComponentType} from 'react';
import type {Props} from './index';

export type PrismCodeContentModule = {default: ComponentType<Props>};

/** In the browser: Prism and the highlighted code content, as a chunk of their own. */
export function loadPrismCodeContent(): Promise<PrismCodeContentModule> {
  return import('./index');
}
