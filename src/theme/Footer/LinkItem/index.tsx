import type {ReactNode} from 'react';
import LinkItem from '@theme-original/Footer/LinkItem';
import type {Props} from '@theme/Footer/LinkItem';
import {useSupportMailtoHref} from '@site/src/components/ContactSupport/useSupportMailtoHref';
import {SUPPORT_MAILTO} from '@site/config/footer';

/**
 * The footer's Contact support link opens the same prefilled message, naming the page, as the
 * navbar's button, in the reader's mail client: a plain link, without the new tab and
 * external-link icon the stock item gives every non-page address.
 */
function ContactSupportLinkItem({label}: {label: ReactNode}): ReactNode {
  return (
    <a className="footer__link-item" href={useSupportMailtoHref()}>
      {label}
    </a>
  );
}

export default function FooterLinkItem(props: Props): ReactNode {
  if (props.item.href === SUPPORT_MAILTO) return <ContactSupportLinkItem label={props.item.label} />;
  return <LinkItem {...props} />;
}
