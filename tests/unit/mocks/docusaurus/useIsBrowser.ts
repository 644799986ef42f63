/** Stand-in for @docusaurus/useIsBrowser: tests run after hydration, in a (jsdom) browser. */
export default function useIsBrowser(): boolean {
  return typeof window !== 'undefined';
}
