import type { Locale } from '../../../shared/i18n/locales.ts';

/** How a voice says an address's punctuation, per language. */
const SPOKEN_PUNCTUATION: Record<Locale, { dot: string; slash: string }> = {
  en: { dot: 'dot', slash: 'slash' },
  es: { dot: 'punto', slash: 'barra' },
};

/**
 * A short booking address (`https://harborline.example/b/k7m2x9q`) as a voicemail says it, so that a listener can
 * write it down: the host and path with their punctuation in words, and the code one character at a time
 * ("harborline dot example slash b slash k 7 m 2 x 9 q").
 */
export function spokenAddress(url: string, locale: Locale): string {
  const { host, pathname } = new URL(url);
  const words = SPOKEN_PUNCTUATION[locale];
  const segments = pathname.split('/').filter(Boolean);
  const code = segments.pop() ?? '';
  const hostWords = host.replace(/^www\./, '').split('.').join(` ${words.dot} `);
  return [hostWords, ...segments, code.split('').join(' ')].join(` ${words.slash} `);
}
