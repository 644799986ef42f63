// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import PageActions from '@site/src/components/PageActions';
import {navigate} from './mocks/docusaurus/router';
import {mcpConfiguration} from '@site/src/components/PageActions/mcpConfiguration';

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

describe('<PageActions> Copy MCP configuration', () => {
  afterEach(cleanup);

  it('copies the MCP server configuration for this site, closes the menu and says where to paste it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {...navigator, clipboard: {writeText}});
    navigate({pathname: '/docs/info'});
    render(<PageActions />);
    fireEvent.click(screen.getByRole('button', {name: 'More page actions'}));
    fireEvent.click(screen.getByRole('menuitem', {name: 'Copy MCP configuration'}));
    expect(await screen.findByText(/MCP configuration copied/)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"@parley/docs-mcp"'));
    const [[copied]] = writeText.mock.calls as unknown as [[string]];
    expect(copied).toBe(mcpConfiguration(JSON.parse(copied).mcpServers['parley-docs'].args[3] as string));
    expect(screen.getByRole('link', {name: 'Where to paste it'}).getAttribute('href')).toBe('/docs/api/ai-assistants');
    expect(screen.getByRole('menu', {hidden: true}).hidden).toBe(true);
  });
});
