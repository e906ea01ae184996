import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, inlineExecutableScripts, inlineScriptHashesOf, originOf, sha256Source } from './content-security-policy.ts';

describe('inline scripts of a page', () => {
  it('finds the ones the browser runs, not external scripts or data blocks', () => {
    const html = [
      '<script type="module" src="/assets/entry-abc.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script>console.log(1)</script>',
      "<script type='speculationrules'>{\"prefetch\":[]}</script>",
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT TYPE="text/javascript">var a = "</b>";</SCRIPT>',
    ].join('');
    expect(inlineExecutableScripts(html)).toEqual(['console.log(1)', '{"prefetch":[]}', 'import "/x.js"', 'var a = "</b>";']);
  });

  it('hashes each distinct script once, in the form CSP expects', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScriptHashesOf(['<script>alert(1)</script>', '<p></p><script>alert(1)</script>', '<script src="/a.js"></script>'])).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });
});

describe('buildContentSecurityPolicy', () => {
  const policy = buildContentSecurityPolicy({
    inlineScriptHashes: ["'sha256-abc='"],
    voiceApiOrigin: 'https://api.vapi.ai',
    errorReportingOrigins: ['https://o1.ingest.sentry.io'],
  });
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('denies by default and allows scripts only from the site, its hashes and Daily', () => {
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://c.daily.co");
    expect(policy).not.toContain('unsafe');
  });

  it('connects only to the site, the voice API, Daily and the configured error reporting', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.vapi.ai https://*.daily.co wss://*.daily.co https://o1.ingest.sentry.io");
  });

  it('forbids plugins, base changes, framing, and forms posting elsewhere', () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
  });
});

describe('originOf', () => {
  it('gives the origin of http(s) URLs and DSNs, nothing for anything else', () => {
    expect(originOf('https://key@o42.ingest.us.sentry.io/7')).toBe('https://o42.ingest.us.sentry.io');
    expect(originOf('http://127.0.0.1:4010/vapi')).toBe('http://127.0.0.1:4010');
    expect(originOf('redis://localhost')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
