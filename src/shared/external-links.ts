/**
 * Every host a page may link to outside the site (press coverage of the company). A link to any other host,
 * or one that is not a plain https URL, fails the link walk in tests/e2e/no-dead-controls.e2e.ts.
 */
export const EXTERNAL_LINK_HOSTS: ReadonlySet<string> = new Set([
  'www.gulfstreambusinessreview.com',
  'www.cxautomationweekly.com',
  'www.floridatechledger.com',
]);
