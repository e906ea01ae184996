import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { LOCALE_COOKIE, LOCALE_SWITCH_PATH } from '../../../shared/locale-preference.ts';
import { PUBLIC_ROUTES } from '../../../shared/routes.ts';

const ONE_YEAR_SECONDS = 365 * 86_400;
const LOCALE_OF_PAGE: ReadonlyMap<string, Locale> = new Map(PUBLIC_ROUTES.map((route) => [route.path, route.locale]));
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/** An address's path and its query string with the "?" ("" when none). */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** The language the visitor chose with the switch, read off a Cookie header; none when they never chose. */
export function chosenLocaleOf(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader ? COOKIE_PATTERN.exec(cookieHeader)?.[1] : undefined;
  return isLocale(value) ? value : undefined;
}

/**
 * A prefetch or prerender the browser started on its own (Speculation Rules, link prefetch): it says so in
 * Sec-Purpose (older Chromium: Purpose). The visitor has chosen nothing yet.
 */
const isSpeculative = (headers: Record<string, string | string[] | undefined>) => /\bprefetch\b/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''));

/** Where the switch sends the visitor: the page asked for when it is one of ours in that language, else its home. */
function destinationOf(locale: Locale, to: unknown): string {
  return typeof to === 'string' && LOCALE_OF_PAGE.get(to) === locale ? to : localizedPath('/', locale);
}

/**
 * The visitor's language, chosen and remembered without a banner: the header's language switch links to
 * GET /language/<locale>?to=<page>, which stores the choice in a first-party cookie (nothing else sets it, and it
 * holds only the language) and sends the visitor on to the page. A visitor who comes back to the home page later
 * is sent to their language's home. Nothing is ever decided from Accept-Language: a link to an English page
 * deep in the site stays English, and search engines, which send no cookie, see every page as it is.
 */
export function installLocalePreference(app: FastifyInstance) {
  app.get<{ Params: { locale: string }; Querystring: { to?: unknown } }>(`${LOCALE_SWITCH_PATH}/:locale`, async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(404).send({ error: 'Not found.' });
    const secure = request.protocol === 'https' ? '; Secure' : '';
    // A speculative request goes to the same page, but remembers nothing: only a click is a choice.
    if (!isSpeculative(request.headers)) reply.header('set-cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`);
    return reply.header('cache-control', 'no-store').redirect(destinationOf(locale, request.query.to), 303);
  });

  // Only the home page follows the preference (a returning visitor types the address); it varies on the cookie.
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = splitQuery(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/') return;
    reply.header('vary', 'cookie');
    const chosen = chosenLocaleOf(request.headers.cookie);
    // The query goes along: a campaign's UTM parameters must reach the page the analytics beacon reads them on.
    if (chosen && chosen !== DEFAULT_LOCALE) return reply.header('cache-control', 'no-store').redirect(`${localizedPath('/', chosen)}${query}`, 302);
  });
}
