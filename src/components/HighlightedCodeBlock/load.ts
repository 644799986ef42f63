import type {ComponentType} from 'react';
import type {Props} from './index';

export type HighlightedCodeBlockModule = {default: ComponentType<Props>};

/** In the browser: Prism and the highlighted code block, as a chunk of their own. */
export function loadHighlightedCodeBlock(): Promise<HighlightedCodeBlockModule> {
  return import('./index');
}
