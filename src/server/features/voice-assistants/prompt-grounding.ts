import { QUICK_REPLIES } from '../../../shared/assistant/chat-rules.ts';
import { QUICK_REPLIES as SPANISH_QUICK_REPLIES } from '../../../shared/content/es/assistant.ts';
import { SITE_CONTENT } from '../../../shared/content/site-content.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { siteConfig } from '../../../shared/site-config.ts';

/**
 * The facts an assistant's prompt may quote, taken from the site's content model in the assistant's language, so a
 * price or an hour changed on the site is changed in the prompt by the next voice:sync. A prompt names them as
 * `[[name]]`; the provider's own call variables keep their `{{name}}`.
 */
export function groundingVariables(locale: Locale): Readonly<Record<string, string>> {
  const content = SITE_CONTENT[locale];
  const services = content.solutions.categories.flatMap((category) => category.services.map((service) => `- ${service.title}: ${service.description}`));
  return {
    companyName: siteConfig.companyName,
    description: content.facts.shortDescription,
    businessHours: content.facts.businessHours,
    services: services.join('\n'),
    setupPrice: content.prices.setupRangeInProse,
    monthlyPrice: content.prices.monthlyFrom,
    salesPhone: siteConfig.salesPhone.display,
    salesEmail: siteConfig.salesEmail,
    demoResponseHours: String(siteConfig.demoResponseHours),
    bookDemoLabel: (locale === 'es' ? SPANISH_QUICK_REPLIES : QUICK_REPLIES).find((reply) => reply.topic === 'demo')?.label ?? '',
  };
}

/** Fills `[[name]]` in text; a name the content model does not give is an error naming it, never an empty hole. */
export function fillGrounding(text: string, variables: Readonly<Record<string, string>>, where: string): string {
  return text.replace(/\[\[\s*(\w+)\s*\]\]/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`${where}: [[${name}]] is not a fact the site's content gives (known: ${Object.keys(variables).join(', ')}).`);
    return value;
  });
}
