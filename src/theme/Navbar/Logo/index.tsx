import type {ComponentProps} from 'react';
import Logo from '@theme-original/Navbar/Logo';
import SiblingSitesMenu from '@site/src/components/SiblingSitesMenu';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Logo>;

/** Wraps the stock navbar logo to add the dropdown to the sibling documentation sites. */
export default function NavbarLogoWrapper(props: Props) {
  return (
    <div className={styles.logoGroup}>
      <Logo {...props} />
      <SiblingSitesMenu />
    </div>
  );
}
