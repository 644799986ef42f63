import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {brand} from '@site/config/brand';
import {supportMailtoHref} from './mailto';

/**
 * The prefilled support e-mail for the page the reader is on, for every Contact support link
 * (the navbar's and the footer's). It follows client-side navigation through useLocation.
 */
export function useSupportMailtoHref(): string {
  const {pathname, search, hash} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  // The static HTML names the production address; in the browser, the address actually open.
  const origin = isBrowser ? window.location.origin : siteConfig.url;
  return supportMailtoHref({
    email: brand.support.email,
    name: brand.support.name,
    pageUrl: `${origin}${pathname}${search}${hash}`,
  });
}
