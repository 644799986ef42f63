/** Stand-in for @generated/docusaurus.config; tests set customFields before importing a module. */
const siteConfig = {
  title: 'Parley Chat Center',
  url: 'https://docs.parley.example',
  baseUrl: '/',
  customFields: {} as Record<string, unknown>,
};
export default siteConfig;
