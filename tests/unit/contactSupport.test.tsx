// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {navigate} from './mocks/docusaurus/router';
import ContactSupport from '@site/src/components/ContactSupport';
import {supportMailBody, supportMailtoHref} from '@site/src/components/ContactSupport/mailto';
import {brand} from '@site/config/brand';

function decodeMailto(href: string) {
  const url = new URL(href);
  return {address: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body')};
}

describe('support mail', () => {
  it('fills subject, greeting, page URL, description placeholder and sign-off', () => {
    const href = supportMailtoHref({
      email: 'help@example.test',
      name: 'Example Docs',
      pageUrl: 'https://x.test/docs/info',
    });
    const {address, subject, body} = decodeMailto(href);
    expect(address).toBe('help@example.test');
    expect(subject).toBe('Contact support');
    const lines = body!.split('\r\n');
    expect(lines[0]).toBe('Hello,');
    expect(lines).toContain('Page where the issue occurred: https://x.test/docs/info');
    expect(lines.some((line) => line.startsWith('Problem description: ['))).toBe(true);
    expect(lines.at(-1)).toBe('Sent from the Example Docs documentation');
  });

  it('encodes characters that would break the mailto address', () => {
    const href = supportMailtoHref({email: 'a@b.test', name: 'N', pageUrl: 'https://x.test/search?q=a&b=c#x'});
    expect(href).not.toMatch(/ /);
    expect(decodeMailto(href).body).toContain('https://x.test/search?q=a&b=c#x');
    expect(supportMailBody({name: 'N', pageUrl: 'u'})).toContain('\r\n');
  });
});

describe('<ContactSupport>', () => {
  afterEach(() => {
    cleanup();
    navigate({pathname: '/'});
  });

  it('links to the brand support address with the current page', () => {
    navigate({pathname: '/docs/info', hash: '#glossary'});
    render(<ContactSupport />);
    const link = screen.getByRole('link', {name: 'Contact support'});
    const {address, body} = decodeMailto(link.getAttribute('href')!);
    expect(address).toBe(brand.support.email);
    expect(body).toContain(`${window.location.origin}/docs/info#glossary`);
    expect(body).toContain(`Sent from the ${brand.support.name} documentation`);
  });

  it('keeps the page URL current on client-side navigation', () => {
    navigate({pathname: '/docs/start/whatis'});
    render(<ContactSupport />);
    act(() => navigate({pathname: '/blog/6-33', search: '?ref=home'}));
    const {body} = decodeMailto(screen.getByRole('link', {name: 'Contact support'}).getAttribute('href')!);
    expect(body).toContain('/blog/6-33?ref=home');
    expect(body).not.toContain('/docs/start/whatis');
  });

  it('renders as a menu item in the mobile sidebar', () => {
    render(
      <ul>
        <ContactSupport mobile />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveProperty('className', 'menu__list-item');
  });
});
