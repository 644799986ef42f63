// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import SiblingSitesMenu from '@site/src/components/SiblingSitesMenu';
import {brand} from '@site/config/brand';

describe('<SiblingSitesMenu>', () => {
  afterEach(cleanup);

  const toggle = () => screen.getByRole('button', {name: `${brand.name} documentation sites`});

  it('is closed at first and opens on click with a link per sibling site', () => {
    render(<SiblingSitesMenu />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(brand.siblingSites.map((site) => site.href));
  });

  it('closes on Escape and gives focus back to the button', () => {
    render(<SiblingSitesMenu />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside', () => {
    render(
      <div>
        <SiblingSitesMenu />
        <p>elsewhere</p>
      </div>,
    );
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
