import type {ReactNode} from 'react';

interface Props {
  item: {label?: ReactNode; href?: string; to?: string};
}

/** Stand-in for the stock footer link item: an address off the site opens in a new tab, as upstream's Link does. */
export default function LinkItem({item}: Props) {
  const external = item.href !== undefined;
  return (
    <a
      className="footer__link-item"
      href={item.href ?? item.to}
      {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {item.label}
    </a>
  );
}
