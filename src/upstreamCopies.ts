import list from '../upstream-copies.json';

/** A file copied from an upstream package (upstream-copies.json; the convention: src/theme/README.md). */
export interface UpstreamCopy {
  /** The copy, from the repository's root. */
  file: string;
  /** The package it was copied from. */
  package: string;
  /** The original, inside the package. */
  original: string;
  /** Kept in upstream's formatting: ESLint's and Prettier's own rules leave it as it is. */
  upstreamFormatting?: boolean;
  /** Only the template literal the module exports is a copy (the page template). */
  template?: boolean;
}

export const UPSTREAM_COPIES: readonly UpstreamCopy[] = list.copies;

/** The copies of one package, with their originals. */
export const copiesOf = (packageName: string): UpstreamCopy[] =>
  UPSTREAM_COPIES.filter((copy) => copy.package === packageName);
