/** A section of the search as the options name it (`searchContextByPaths`): a path, or a path and its label. */
export type SearchContext = string | {path: string; label: string | Record<string, string>};

/**
 * A section's path and its label in the reader's locale (the path where the label has none), as
 * the search plugin's `normalizeContextByPath` gives them to the dropdown's links and the search
 * page's select.
 */
export function normalizeContextByPath(context: SearchContext, currentLocale: string): {label: string; path: string} {
  if (typeof context === 'string') return {label: context, path: context};
  const {label, path} = context;
  if (typeof label === 'string') return {label, path};
  return {label: Object.prototype.hasOwnProperty.call(label, currentLocale) ? label[currentLocale] : path, path};
}
