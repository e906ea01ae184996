import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula, toCsv } from './csv.ts';

describe('CSV export cells', () => {
  it.each([
    ['equals', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['plus (a phone stays readable)', '+1 (954) 555-0100', `"'+1 (954) 555-0100"`],
    ['minus', '-2+3', `"'-2+3"`],
    ['at', '@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['tab', '\tcmd', `"'\tcmd"`],
    ['carriage return', '\r=1+1', `"'\r'=1+1"`],
    ['full-width equals', '＝1+1', `"'＝1+1"`],
    ['full-width plus, minus and at', '＋1 －2 ＠x', `"'＋1 －2 ＠x"`],
    ['after leading spaces', '   =1+1', `"'   =1+1"`],
    ['after a no-break or ideographic space', '\u00A0\u3000@x', `"'\u00A0\u3000@x"`],
    ['after a semicolon inside', 'foo;=cmd()', `"foo;'=cmd()"`],
    ['after a comma inside', 'a,=1+1', `"a,'=1+1"`],
    ['after a comma and spaces', 'a,  -1+1', `"a,'  -1+1"`],
    ['after a tab inside', 'a\t@x', `"a\t'@x"`],
    ['after a line break inside', 'note\n=1+1', `"note\n'=1+1"`],
    ['at every cell start of a chain', 'x;=1;+2,@3', `"x;'=1;'+2,'@3"`],
    ['a tab that is both separator and trigger', 'a\t\t=1', `"a\t'\t'=1"`],
  ])('neutralises a formula: %s', (_case, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('leaves ordinary text alone, including formula characters that do not start a cell', () => {
    expect(csvField('Lopez Realty')).toBe('"Lopez Realty"');
    expect(csvField('a=b')).toBe('"a=b"');
    expect(csvField('ann@example.com')).toBe('"ann@example.com"');
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('(954) 555-0100')).toBe('"(954) 555-0100"');
    expect(csvField('2026-11-28T04:00:00.000Z')).toBe('"2026-11-28T04:00:00.000Z"');
    expect(neutralizeFormula('')).toBe('');
  });

  it('quotes every field, doubles the quotes, and keeps line breaks inside the quotes (RFC 4180)', () => {
    expect(csvField('the "best" plan')).toBe('"the ""best"" plan"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(42)).toBe('"42"');
    expect(csvField(null)).toBe('""');
  });

  it('ends every record with CRLF, header first', () => {
    expect(toCsv(['Name', 'Company'], [['Ana', '=cmd|" /C calc"!A0'], ['Bo', null]])).toBe(
      `"Name","Company"\r\n"Ana","'=cmd|"" /C calc""!A0"\r\n"Bo",""\r\n`,
    );
  });
});
