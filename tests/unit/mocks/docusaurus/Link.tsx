import type {AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Stand-in for @docusaurus/Link: a plain anchor, `to` becomes `href`. */
export default function Link({to, href, children, ...rest}: Props) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
