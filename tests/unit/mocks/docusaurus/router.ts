import {useSyncExternalStore} from 'react';

export interface MockLocation {
  pathname: string;
  search: string;
  hash: string;
}

let current: MockLocation = {pathname: '/', search: '', hash: ''};
const listeners = new Set<() => void>();

/** Test helper: move the mock router to another location, as a client-side navigation would. */
export function navigate(location: Partial<MockLocation>): void {
  current = {pathname: '/', search: '', hash: '', ...location};
  listeners.forEach((listener) => listener());
}

/** Stand-in for @docusaurus/router's useLocation, driven by navigate(). */
export function useLocation(): MockLocation {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
