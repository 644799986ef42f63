import SearchPage from '@theme-original/SearchPage';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * The local search plugin's page sets a bare <title> ("Search results for …"); this adds the
 * site's "page | Parley Chat Center" pattern. Rendered after the page, its title wins, and it
 * follows the query as the reader types (the page keeps `q` in the address).
 */
export default function SearchPageWrapper() {
  const query = new URLSearchParams(useLocation().search).get('q')?.trim();
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <>
      <SearchPage />
      <PageMetadata title={title} />
    </>
  );
}
