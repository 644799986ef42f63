/**
 * The brand in one place. A company reusing this site renames it here: the site title, the
 * sibling documentation sites, the support mailbox and the copyright holder all come from this file.
 */
export const brand = {
  /** Company / brand name. */
  name: 'Parley',
  /** The documented product; also the site title. */
  productName: 'Parley Chat Center',
  /** Short product name used in running text. */
  shortProductName: 'Chat Center',
  tagline: 'Documentation for agents, supervisors, administrators and integrators',
  /** Production address of this site (override with the SITE_URL environment variable). */
  siteUrl: 'https://docs.parley.example',
  /** The sibling documentation sites, shown in the navbar logo dropdown and the footer. */
  siblingSites: [
    {label: 'Parley Chat Center docs', href: 'https://docs.parley.example/chat-center/'},
    {label: 'Parley Pulse docs', href: 'https://docs.parley.example/pulse/'},
  ],
  support: {
    email: 'support@parley.example',
    /** Signs the pre-filled support e-mail: "Sent from the {name} documentation". */
    name: 'Parley Chat Center',
  },
  /** First year of the copyright line in the footer. */
  copyrightYear: 2025,
} as const;

export type Brand = typeof brand;
