import siteConfig from '../generated/docusaurus.config';

/** Stand-in for @docusaurus/useDocusaurusContext with the mock site config. */
export default function useDocusaurusContext() {
  return {siteConfig, siteMetadata: {docusaurusVersion: '3.7.0'}, globalData: {}, i18n: {currentLocale: 'en'}};
}
