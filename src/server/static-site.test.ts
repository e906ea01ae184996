import { describe, expect, it } from 'vitest';
import { negotiateEncoding, type StaticFile } from './static-site.ts';

const file = (variants: Partial<StaticFile> = {}): StaticFile => ({
  body: Buffer.from('x'),
  br: Buffer.from('b'),
  gzip: Buffer.from('g'),
  contentType: 'text/html',
  etag: '"e"',
  cacheControl: 'no-cache',
  ...variants,
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br', file())).toBe('br');
    expect(negotiateEncoding('gzip', file())).toBe('gzip');
    expect(negotiateEncoding(undefined, file())).toBeUndefined();
    expect(negotiateEncoding('identity', file())).toBeUndefined();
  });

  it('honours q=0 refusals and wildcards', () => {
    expect(negotiateEncoding('br;q=0, gzip', file())).toBe('gzip');
    expect(negotiateEncoding('*', file())).toBe('br');
    expect(negotiateEncoding('*, br;q=0', file())).toBe('gzip');
  });

  it('only offers encodings the file has', () => {
    expect(negotiateEncoding('br, gzip', file({ br: undefined }))).toBe('gzip');
    expect(negotiateEncoding('br', file({ br: undefined, gzip: undefined }))).toBeUndefined();
  });
});
