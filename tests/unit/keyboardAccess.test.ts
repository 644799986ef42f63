// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  makeScrollableTablesFocusable,
  makeZoomableImagesFocusable,
  openZoomOnKey,
} from '@site/src/clientModules/keyboardAccess';

describe('keyboard access to content', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes markdown images focusable buttons named after their alt text', () => {
    document.body.innerHTML =
      '<div class="markdown"><img alt="The queue panel" src="a.svg"></div><img alt="logo" src="b.svg">';
    makeZoomableImagesFocusable();
    const [illustration, logo] = document.querySelectorAll('img');
    expect(illustration.tabIndex).toBe(0);
    expect(illustration.getAttribute('role')).toBe('button');
    expect(illustration.getAttribute('aria-label')).toBe('Zoom image: The queue panel');
    expect(logo.hasAttribute('tabindex')).toBe(false);
  });

  it('opens the zoom with Enter or Space, and ignores other keys and elements', () => {
    document.body.innerHTML = '<div class="markdown"><img alt="x" src="a.svg"><p>text</p></div>';
    const image = document.querySelector('img')!;
    const click = vi.fn();
    image.addEventListener('click', click);
    document.addEventListener('keydown', openZoomOnKey);
    image.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    image.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}));
    image.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
    document.querySelector('p')!.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    document.removeEventListener('keydown', openZoomOnKey);
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('gives a tab stop only to tables that scroll sideways', () => {
    document.body.innerHTML =
      '<div class="markdown"><table id="wide"></table><table id="narrow" tabindex="0"></table></div>';
    const [wide, narrow] = document.querySelectorAll('table');
    Object.defineProperties(wide, {scrollWidth: {value: 900}, clientWidth: {value: 300}});
    Object.defineProperties(narrow, {scrollWidth: {value: 300}, clientWidth: {value: 300}});
    makeScrollableTablesFocusable();
    expect(wide.tabIndex).toBe(0);
    expect(narrow.hasAttribute('tabindex')).toBe(false);
  });
});
