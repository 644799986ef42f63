// @vitest-environment jsdom
/** The footer's Contact support link (src/theme/Footer/LinkItem) is the navbar's prefilled message. */
import {act, cleanup, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {navigate} from './mocks/docusaurus/router';
import ContactSupport from '@site/src/components/ContactSupport';
import FooterLinkItem from '@site/src/theme/Footer/LinkItem';
import {footer, SUPPORT_MAILTO} from '@site/config/footer';

const items = footer.links.flatMap((column) => column.items);
const contactSupportItem = items.find((item) => item.label === 'Contact support')!;

function renderFooterLink(item: (typeof items)[number]) {
  const {container} = render(<FooterLinkItem item={item} />);
  return within(container).getByRole('link');
}

describe("the footer's Contact support link", () => {
  afterEach(() => {
    cleanup();
    navigate({pathname: '/'});
  });

  it('is configured as the plain support address', () => {
    expect(contactSupportItem).toMatchObject({href: SUPPORT_MAILTO});
  });

  it("opens the navbar button's prefilled message, with the page's address, in the same tab", () => {
    navigate({pathname: '/docs/agent/threads/actions', hash: '#resolve-a-thread'});
    const footerLink = renderFooterLink(contactSupportItem);
    const {container} = render(<ContactSupport />);
    const navbarLink = within(container).getByRole('link', {name: 'Contact support'});
    expect(footerLink.getAttribute('href')).toBe(navbarLink.getAttribute('href'));
    expect(decodeURIComponent(footerLink.getAttribute('href')!)).toContain(
      `${window.location.origin}/docs/agent/threads/actions#resolve-a-thread`,
    );
    expect(footerLink.hasAttribute('target')).toBe(false);
    expect(footerLink.className).toBe('footer__link-item');
    expect(footerLink.textContent).toBe('Contact support');
  });

  it('names the new page after a client-side navigation', () => {
    navigate({pathname: '/docs/info'});
    render(<FooterLinkItem item={contactSupportItem} />);
    act(() => navigate({pathname: '/blog/6-33'}));
    const href = decodeURIComponent(screen.getByRole('link').getAttribute('href')!);
    expect(href).toContain('/blog/6-33');
    expect(href).not.toContain('/docs/info');
  });

  it('leaves every other footer link to the stock item', () => {
    const others = items.filter((item) => item !== contactSupportItem);
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) {
      const link = renderFooterLink(item);
      expect(link.getAttribute('href'), String(item.label)).toBe('href' in item ? item.href : item.to);
      cleanup();
    }
  });
});
