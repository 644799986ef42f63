import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof HeaderType>;

/** A release note's own page starts with its page actions; the blog's lists of posts have none. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageActions />}
      <Header {...props} />
    </>
  );
}
