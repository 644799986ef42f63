/** The site config that the components under test read. */
const siteConfig = {
  title: 'Parley Chat Center',
  url: 'https://docs.parley.example',
  baseUrl: '/',
};

/** Stand-in for @docusaurus/useDocusaurusContext with the mock site config. */
export default function useDocusaurusContext() {
  return {siteConfig, siteMetadata: {docusaurusVersion: '3.7.0'}, globalData: {}, i18n: {currentLocale: 'en'}};
}
