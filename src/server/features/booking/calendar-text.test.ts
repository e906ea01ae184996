import { describe, expect, it } from 'vitest';
import { CALENDAR_TEXT_MAX_LENGTH, calendarSafeText } from './calendar-text.ts';

describe('text a visitor typed, on its way into an invitation', () => {
  it('loses quotes, line breaks and calendar syntax, and keeps the words', () => {
    expect(calendarSafeText('Ann";ROLE=CHAIR;X="')).toBe('Ann ROLE=CHAIR X=');
    expect(calendarSafeText('Okafor\r\nBEGIN:VALARM\nTRIGGER:-PT5M')).toBe('Okafor BEGIN VALARM TRIGGER -PT5M');
    expect(calendarSafeText('Brooks\u2028Law\u0085\u200e, P.A.')).toBe('Brooks Law P.A.');
    expect(calendarSafeText('  José   Peña  ')).toBe('José Peña');
  });

  it('keeps a real name whole and cuts a paragraph short, never inside a character', () => {
    expect(calendarSafeText('Smith & Jones (Miami)')).toBe('Smith & Jones (Miami)');
    const long = calendarSafeText('🦀'.repeat(200));
    expect([...long]).toHaveLength(CALENDAR_TEXT_MAX_LENGTH);
    expect(long).toBe('🦀'.repeat(CALENDAR_TEXT_MAX_LENGTH));
  });
});
