// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import PageActions from '@site/src/components/PageActions';
import {navigate} from './mocks/docusaurus/router';

// Outside a production build (`npm start`, and these tests) there are no twins to copy or open:
// the page actions say so instead of failing or linking to a page that does not exist.
describe('<PageActions> without a production build', () => {
  afterEach(cleanup);

  it('says that the Markdown copy needs a production build, and fetches nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    navigate({pathname: '/docs/info'});
    render(<PageActions />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(screen.getByRole('status').textContent).toMatch(/made by the production build: run npm run build/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers View as Markdown without a link to a twin that does not exist', () => {
    navigate({pathname: '/docs/info'});
    render(<PageActions />);
    fireEvent.click(screen.getByRole('button', {name: 'More page actions'}));
    const view = screen.getByRole('menuitem', {name: 'View as Markdown'});
    expect(view.getAttribute('href')).toBeNull();
    fireEvent.click(view);
    expect(screen.getByRole('status').textContent).toMatch(/production build/);
    expect(screen.getByRole('menuitem', {hidden: true, name: 'Open in Claude'}).getAttribute('href')).toMatch(
      /^https:\/\/claude\.ai\/new\?q=Read%20https%3A%2F%2F.+%2Fdocs%2Finfo\.md%20/,
    );
  });
});
