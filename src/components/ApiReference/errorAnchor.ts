/** The page that shows the catalogue of error codes; every operation's error table links into it. */
export const ERROR_CATALOGUE_PATH = '/docs/api';

/** The stable anchor of a code in the catalogue: `THREAD_NOT_FOUND` → `error-thread-not-found`. */
export function errorAnchor(code: string): string {
  return `error-${code.toLowerCase().replace(/_/g, '-')}`;
}
