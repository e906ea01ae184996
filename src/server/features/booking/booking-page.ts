import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOOKING_PAGE_SLOT } from '../../../shared/content/booking.ts';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml } from '../mail-and-webhooks/index.ts';
import { BookingPageBody, type BookingPageView } from './BookingPageBody.tsx';

/** The booking page: its body (BookingPageBody.tsx, React rendered on the server) in the prerendered shell of its language. */

export type { BookingPageView, PageNotice } from './BookingPageBody.tsx';

const html = escapeHtml;

/** The page body for a view, as HTML. */
export const bookingPageBody = (view: BookingPageView, locale: Locale = 'en'): string => renderToStaticMarkup(createElement(BookingPageBody, { view, locale }));

/** Used when there is no built shell (the dev server without a build): the body in a bare, valid document. */
const bareShell = (locale: Locale) =>
  `<!DOCTYPE html><html lang="${LOCALE_INFO[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${html(siteConfig.companyName)}</title></head><body><main id="main">${BOOKING_PAGE_SLOT}</main></body></html>`;

/** A server-rendered body in the booking page's prerendered shell of its language (the site's header, footer and stylesheet). */
export function inBookingPageShell(shell: string | undefined, body: string, locale: Locale = 'en'): string {
  const page = shell?.includes(BOOKING_PAGE_SLOT) ? shell : bareShell(locale);
  return page.replace(BOOKING_PAGE_SLOT, () => body);
}

/** The whole booking page. */
export function bookingPageHtml(shell: string | undefined, view: BookingPageView, locale: Locale = 'en'): string {
  return inBookingPageShell(shell, bookingPageBody(view, locale), locale);
}
