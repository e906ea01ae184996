import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula, toCsv } from './csv.ts';

describe('CSV export cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 (954) 555-0100', "'+1 (954) 555-0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('prefixes a formula trigger with an apostrophe: %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('leaves ordinary text alone, including formula characters that are not first', () => {
    expect(csvField('Lopez Realty')).toBe('Lopez Realty');
    expect(csvField('a=b')).toBe('a=b');
    expect(neutralizeFormula('')).toBe('');
  });

  it('quotes commas, quotes and line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('the "best" plan')).toBe('"the ""best"" plan"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('');
  });

  it('ends every record with CRLF, header first', () => {
    expect(toCsv(['Name', 'Company'], [['Ana', '=cmd|" /C calc"!A0'], ['Bo', null]])).toBe(
      `Name,Company\r\nAna,"'=cmd|"" /C calc""!A0"\r\nBo,\r\n`,
    );
  });
});
