/**
 * Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/index.tsx, for two changes,
 * fenced with [parley] so the file can be compared with upstream:
 * 1. Prism loads with the first code block instead of on every page. The theme's client module made
 *    it two thirds of main.js' start-up time, on pages without code (see
 *    src/plugins/codeHighlightingOnDemand.ts). Only the string content needs Prism, so only it is lazy.
 * 2. A code block is re-created after hydration only when the colour mode differs from the one the
 *    server rendered. Upstream re-creates every code block on every page load, re-highlighting all
 *    of them in one long task (the API pages have a dozen).
 */
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
// [parley] start: lazy Prism content, colour mode of the server render
import {lazy} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {loadPrismCodeContent} from '@site/src/components/PrismCodeContent/load';

// No <Suspense> on purpose: a boundary makes React's server render move the code out of place and
// reveal it with inline scripts. Without one, hydration (a transition) waits for the chunk and keeps
// the server's HTML meanwhile, and a navigation keeps the old page until the chunk is there.
const StringContent = lazy(loadPrismCodeContent);

/** Whether the code block must be re-created to drop the server render's colours. */
function useNeedsRemount(): boolean {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  return isBrowser && colorMode !== defaultMode;
}
// [parley] end

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  // The Prism theme on SSR is always the default theme but the site theme can
  // be in a different mode. React hydration doesn't update DOM styles that come
  // from SSR. Hence force a re-render after mounting to apply the current
  // relevant styles.
  // [parley] start: only when the colour mode differs from the server render's
  const needsRemount = useNeedsRemount();
  // [parley] end
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={String(needsRemount)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
