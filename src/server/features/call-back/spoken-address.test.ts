import { describe, expect, it } from 'vitest';
import { spokenAddress } from './spoken-address.ts';

describe('a short booking address as a voicemail says it', () => {
  it('spells the punctuation in words and the code a character at a time, in each language', () => {
    expect(spokenAddress('https://www.harborline.example/b/k7m2x9q', 'en')).toBe('harborline dot example slash b slash k 7 m 2 x 9 q');
    expect(spokenAddress('https://harborline.example/b/k7m2x9q', 'es')).toBe('harborline punto example barra b barra k 7 m 2 x 9 q');
  });
});
