import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales.ts';
import type { ChatLeadInput, LeadCreated, LeadInput } from '../../../shared/leads/lead-schema.ts';
import { track } from '../../lib/analytics.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** The page's language, from <html lang> ("es" on /es/…): what a form that does not say sends as the lead's. */
function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * POST /api/contacts; used by the demo form, the investor form and the chat's lead form. The lead carries its
 * language: the form's own when it says, else the page's.
 */
export async function submitLead(input: LeadInput | (ChatLeadInput & { source: 'chat' })): Promise<LeadCreated> {
  const response = await apiRequest('POST', '/api/contacts', { ...input, language: input.language ?? pageLocale() });
  const created = (await response.json()) as LeadCreated;
  track('lead_sent');
  if ('callConsent' in input && input.callConsent) track('call_back_requested');
  return created;
}
