/** Mailbox providers known to ignore dots in the local part. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as one key for the caps, confirmation and the suppression list: lower case, without
 * a `+tag` (RFC 5233 subaddressing, which most providers deliver to the base address), and for Gmail without dots. So
 * `Ann.Lee+demo2@GoogleMail.com` and `annlee@gmail.com` share one allowance and one "stop". Other providers' dots are
 * kept: for them `a.b` and `ab` may be two people. Grouping too much only ever sends less.
 */
export function emailAddressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}
