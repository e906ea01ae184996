/**
 * Every host a page may link to outside the site. None today: press coverage is summarised on our own
 * article pages rather than linked. A link to a host not listed here, or one that is not a plain https
 * URL, fails the link walk in tests/e2e/no-dead-controls.e2e.ts.
 */
export const EXTERNAL_LINK_HOSTS: ReadonlySet<string> = new Set<string>([]);
