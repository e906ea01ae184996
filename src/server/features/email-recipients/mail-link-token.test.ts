import { describe, expect, it } from 'vitest';
import { issueMailLinkToken, leadOfMailLinkToken, MAIL_LINK_DAYS } from './mail-link-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-bytes-long';
const LEAD = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('the signed tokens of an invitation e-mail’s own links', () => {
  it('names the lead for its own purpose only, until it expires', () => {
    const token = issueMailLinkToken(SECRET, 'not-me', LEAD, NOW);
    expect(leadOfMailLinkToken(SECRET, 'not-me', token, NOW)).toBe(LEAD);
    expect(leadOfMailLinkToken(SECRET, 'confirm', token, NOW)).toBeNull();
    expect(leadOfMailLinkToken(SECRET, 'unsubscribe', token, NOW)).toBeNull();
    expect(leadOfMailLinkToken(SECRET, 'not-me', token, new Date(NOW.getTime() + (MAIL_LINK_DAYS - 1) * 86_400_000))).toBe(LEAD);
    expect(leadOfMailLinkToken(SECRET, 'not-me', token, new Date(NOW.getTime() + MAIL_LINK_DAYS * 86_400_000))).toBeNull();
  });

  it('is refused when forged: another key, another lead, a longer life, or not a token at all', () => {
    const [lead, expires, mac] = issueMailLinkToken(SECRET, 'confirm', LEAD, NOW).split('.') as [string, string, string];
    expect(leadOfMailLinkToken(`${SECRET}!`, 'confirm', `${lead}.${expires}.${mac}`, NOW)).toBeNull();
    expect(leadOfMailLinkToken(SECRET, 'confirm', `${lead.replace('0b1c', '1b1c')}.${expires}.${mac}`, NOW)).toBeNull();
    expect(leadOfMailLinkToken(SECRET, 'confirm', `${lead}.${Number(expires) + 1}.${mac}`, NOW)).toBeNull();
    for (const junk of ['', LEAD, `${LEAD}.1.2.3`, 'not-a-uuid.99999999999.abc']) expect(leadOfMailLinkToken(SECRET, 'confirm', junk, NOW)).toBeNull();
  });
});
