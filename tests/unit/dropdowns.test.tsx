// @vitest-environment jsdom
/**
 * The site's two dropdowns share one behaviour (src/hooks/useDropdown.ts): each opens from its
 * button, and closes on Escape (focus back on the button), on a pointer press outside and when
 * focus leaves it. The page actions' menu adds the menu button pattern's keys.
 */
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import PageActions from '@site/src/components/PageActions';
import SiblingSitesMenu from '@site/src/components/SiblingSitesMenu';
import {brand} from '@site/config/brand';
import {navigate} from './mocks/docusaurus/router';

const dropdowns = [
  {name: 'the sibling-sites menu', Component: SiblingSitesMenu, button: `${brand.name} documentation sites`},
  {name: "the page actions' menu", Component: PageActions, button: 'More page actions'},
];

describe.each(dropdowns)('$name', ({Component, button: buttonName}) => {
  afterEach(cleanup);

  function renderOpen() {
    navigate({pathname: '/docs/info'});
    render(
      <div>
        <Component />
        <button type="button">elsewhere</button>
      </div>,
    );
    const button = screen.getByRole('button', {name: buttonName});
    // A click focuses the button first (jsdom's click does not).
    act(() => button.focus());
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(false);
    return {button, list};
  }

  it('closes on Escape and gives focus back to its button', () => {
    const {button, list} = renderOpen();
    fireEvent.keyDown(document.activeElement ?? document, {key: 'Escape'});
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a pointer press outside, not inside', () => {
    const {button, list} = renderOpen();
    fireEvent.pointerDown(list);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', {name: 'elsewhere'}));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it', () => {
    const {button} = renderOpen();
    act(() => screen.getByRole('button', {name: 'elsewhere'}).focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the page actions' menu by keyboard", () => {
  afterEach(cleanup);

  it('opens on the first item with ArrowDown and on the last with ArrowUp, and moves with the arrows, Home and End', () => {
    navigate({pathname: '/docs/info'});
    render(<PageActions />);
    const button = screen.getByRole('button', {name: 'More page actions'});
    fireEvent.keyDown(button, {key: 'ArrowDown'});
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], {key: 'ArrowUp'});
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, {key: 'Home'});
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], {key: 'End'});
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, {key: 'Escape'});
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem').at(-1));
  });
});
