import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {Location} from 'history';
// The page-view client module of the maintained gtag plugin that the config registers when
// PARLEY_GTAG_ID is set; this pins the behaviour the site relies on.
import gtagClientModule from '@docusaurus/plugin-google-gtag/lib/gtag.js';

const at = (pathname: string, search = '', hash = '') =>
  ({pathname, search, hash, state: null, key: pathname}) as Location;

describe('page-view hits', () => {
  const gtag = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {gtag});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    gtag.mockReset();
  });

  const pageViews = () => gtag.mock.calls.filter(([command, name]) => command === 'event' && name === 'page_view');

  it('sends one page view per route change, with the new path', () => {
    gtagClientModule.onRouteDidUpdate!({location: at('/docs/info'), previousLocation: at('/')});
    gtagClientModule.onRouteDidUpdate!({location: at('/blog', '?page=2'), previousLocation: at('/docs/info')});
    vi.runAllTimers();
    expect(pageViews()).toHaveLength(2);
    expect(gtag).toHaveBeenCalledWith('set', 'page_path', '/docs/info');
    expect(gtag).toHaveBeenCalledWith('set', 'page_path', '/blog?page=2');
  });

  it('sends nothing for the first render (gtag.js counts the landing page itself)', () => {
    gtagClientModule.onRouteDidUpdate!({location: at('/'), previousLocation: null});
    vi.runAllTimers();
    expect(pageViews()).toHaveLength(0);
  });
});
