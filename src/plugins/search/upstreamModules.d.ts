// The types of the search package's browser modules that this site's TypeScript imports through
// their aliases (`upstream.ts`); the package ships none for them.
declare module '@search-upstream/keymap' {
  interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@search-upstream/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@search-upstream/LoadingRing' {
  import type {ReactElement} from 'react';

  export default function LoadingRing(props: {className?: string}): ReactElement;
}

declare module '@easyops-cn/autocomplete.js';
