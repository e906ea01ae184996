import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './call-limits.ts';
import { asksNotToBeCalled, normalisedNumber } from './do-not-call.ts';

describe('"stop calling me" in a call\'s outcome', () => {
  it('is heard in the person\'s own words, not the assistant\'s', () => {
    expect(asksNotToBeCalled({ transcript: 'AI: Hi Ana, this is an AI assistant.\nUser: Please stop calling me.' })).toBe(true);
    expect(asksNotToBeCalled({ transcript: "User: Don't call this number again!" })).toBe(true);
    expect(asksNotToBeCalled({ transcript: 'Customer: take me off your list' })).toBe(true);
    expect(asksNotToBeCalled({ transcript: 'AI: Say "stop calling" at any time and we will.\nUser: Sounds good, tell me more.' })).toBe(false);
    expect(asksNotToBeCalled({ transcript: "User: Don't call me before noon, please." })).toBe(false);
    expect(asksNotToBeCalled({})).toBe(false);
  });

  it('is heard in Spanish too, as the Spanish consent promises', () => {
    for (const said of [
      'Deje de llamarme, por favor.',
      'Ya no me llamen más.',
      'Bórrenme de su lista.',
      'No me vuelvan a llamar',
      'Sáquenme de la lista, gracias',
      'Quíteme de su lista',
      'nunca más me llamen',
      'Póngame en la lista de no llamar.',
      'borrenme de su lista', // a transcript without accents
    ]) {
      expect(asksNotToBeCalled({ transcript: `AI: Hola Ana, le habla un asistente de IA.\nUser: ${said}` }), said).toBe(true);
    }
    expect(asksNotToBeCalled({ transcript: 'AI: Puede decir "deje de llamarme" en cualquier momento.\nUser: Perfecto, cuénteme más.' })).toBe(false);
    expect(asksNotToBeCalled({ transcript: 'User: No me llame antes del mediodía, por favor.' })).toBe(false);
    expect(asksNotToBeCalled({ transcript: 'User: Me dejó un mensaje y quería llamarle.' })).toBe(false);
  });

  it('is taken from the assistant\'s structured data when it has a doNotCall answer', () => {
    expect(asksNotToBeCalled({ structuredData: { doNotCall: true } })).toBe(true);
    expect(asksNotToBeCalled({ structuredData: { doNotCall: 'yes' } })).toBe(false);
  });
});

describe('numbers and networks', () => {
  it('normalises what staff type into E.164', () => {
    expect(normalisedNumber('(954) 555-0100', 'US')).toBe('+19545550100');
    expect(normalisedNumber('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(normalisedNumber('call me', 'US')).toBeNull();
  });

  it('counts an IPv6 /64 as one network and an IPv4 address as itself', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
