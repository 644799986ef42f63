import type {ComponentProps} from 'react';
import Content from '@theme-original/NotFound/Content';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = ComponentProps<typeof Content>;

/**
 * Gives the not-found content its title wherever it is shown. Docusaurus 3.7 titles the
 * top-level 404 page, but an unknown path under /docs renders this content inside the docs
 * layout with only the site title ("Parley Chat Center" instead of "Page Not Found | …").
 */
export default function NotFoundContentWrapper(props: Props) {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
