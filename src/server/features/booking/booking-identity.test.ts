import { describe, expect, it } from 'vitest';
import { emailKeyOf, phoneKeyOf } from './booking-identity.ts';

describe('one person, however they write their address and number', () => {
  it.each([
    ['Ann.Lee@Gmail.com', 'annlee@gmail.com'],
    ['ann.lee+demo2@googlemail.com', 'annlee@gmail.com'],
    ['  ann@okafor-clinic.com ', 'ann@okafor-clinic.com'],
    ['Ann+sales@Okafor-Clinic.com', 'ann@okafor-clinic.com'],
    // Dots are kept where the provider may give a.b and ab to two people.
    ['a.b@example.com', 'a.b@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(emailKeyOf(email)).toBe(key);
  });

  it('reads a number in E.164, with the default country for national numbers, and nothing for no number', () => {
    expect(phoneKeyOf('(305) 555-0142', 'US')).toBe('+13055550142');
    expect(phoneKeyOf('+1 305 555 0142', 'US')).toBe('+13055550142');
    expect(phoneKeyOf('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(phoneKeyOf('', 'US')).toBeNull();
    expect(phoneKeyOf(null, 'US')).toBeNull();
    expect(phoneKeyOf('call me', 'US')).toBeNull();
  });
});
