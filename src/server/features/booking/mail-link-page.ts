import { MAIL_LINK_WORDS } from '../../../shared/content/mail-link-words.ts';
import { MAIL_LINK_PATHS, type MailLinkPage } from '../../../shared/content/mail-links.ts';
import { localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { escapeHtml } from '../mail-and-webhooks/index.ts';
import { inBookingPageShell } from './booking-page.ts';

/** What the page shows: the question with its one button (GET), what was done (POST), or a link that does not work. */
export type MailLinkView = { kind: 'ask'; page: MailLinkPage; token: string; address: string } | { kind: 'done'; page: MailLinkPage; address: string } | { kind: 'invalid' };

const card = (title: string, body: string) =>
  `<div class="card mx-auto grid max-w-2xl gap-4"><h1 class="text-3xl font-bold tracking-tight text-navy-900">${escapeHtml(title)}</h1>${body}</div>`;
const paragraph = (text: string) => `<p class="text-slate-700">${escapeHtml(text)}</p>`;

function askView(view: Extract<MailLinkView, { kind: 'ask' }>, locale: Locale): string {
  const words = MAIL_LINK_WORDS[locale];
  const asks: Record<MailLinkPage, [title: string, intro: string, button: string]> = {
    confirm: [words.confirmTitle, words.confirmIntro(view.address), words.confirmButton],
    notMe: [words.notMeTitle, words.notMeIntro(view.address), words.notMeButton],
    unsubscribe: [words.unsubscribeTitle, words.unsubscribeIntro(view.address), words.unsubscribeButton],
  };
  const [title, intro, button] = asks[view.page];
  return card(
    title,
    paragraph(intro) +
      `<form method="post" action="${localizedPath(MAIL_LINK_PATHS[view.page], locale)}"><input type="hidden" name="token" value="${escapeHtml(view.token)}">` +
      `<button type="submit" class="btn-primary">${escapeHtml(button)}</button></form>`,
  );
}

function doneView(view: Extract<MailLinkView, { kind: 'done' }>, locale: Locale): string {
  const words = MAIL_LINK_WORDS[locale];
  const done: Record<MailLinkPage, [title: string, text: string]> = {
    confirm: [words.confirmedTitle, words.confirmedText],
    notMe: [words.notMeDoneTitle, words.notMeDoneText(view.address)],
    unsubscribe: [words.unsubscribedTitle, words.unsubscribedText(view.address)],
  };
  const [title, text] = done[view.page];
  return card(title, paragraph(text));
}

/** The page for the invitation's own links, in the booking page's shell (noindex, the site's header and footer). */
export function mailLinkPageHtml(shell: string | undefined, view: MailLinkView, locale: Locale): string {
  const words = MAIL_LINK_WORDS[locale];
  const body = view.kind === 'ask' ? askView(view, locale) : view.kind === 'done' ? doneView(view, locale) : card(words.invalidTitle, paragraph(words.invalidText));
  return inBookingPageShell(shell, body, locale);
}
