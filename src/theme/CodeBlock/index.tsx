/**
 * Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/index.tsx (Copyright (c)
 * Facebook, Inc. and its affiliates, MIT licence), for two changes, fenced with [parley]:
 * - Upstream re-creates every code block once the page has hydrated, because the server rendered
 *   the colours of the default mode into the HTML. Here token colours come from CSS in both modes
 *   (config/prism.ts), so the server's code blocks are kept: re-creating them re-highlighted all
 *   the code of a page in one long task, with Prism loaded for it (see ./Content/String.tsx).
 * - The code block's content (./Content/String.tsx, the theme's Content/Element, the copy and
 *   wrap buttons, the theme's code utilities) is a chunk of its own, no part of the first load of
 *   a page without code: about 4 KB with Brotli on a doc page
 *   (src/components/PrismCodeContent/loadCodeBlockContent.tsx).
 */
import React, {isValidElement, type ReactNode} from 'react';
// [parley] start: no useIsBrowser (it keyed the remount taken out below)
// [parley] end
// [parley] start: the content is a chunk of its own, loaded by a page that shows a code block
// (no <Suspense>: the server would move the code out of place; see loadCodeBlockContent)
import {lazy} from 'react';
import {loadContent} from '@site/src/components/PrismCodeContent/loadCodeBlockContent';
const ElementContent = lazy(() => loadContent('ElementContent'));
const StringContent = lazy(() => loadContent('StringContent'));
// [parley] end
import type {Props} from '@theme/CodeBlock';

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

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // [parley] start: no re-creation after hydration (upstream: key={String(useIsBrowser())})
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  // [parley] end
}
