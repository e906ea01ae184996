/**
 * Canonical pages over summaries: a news item (an article, a press release, the News page's lists) restates
 * what the product, investor and legal pages own, so it wins only when the question is about news, the
 * press or an announcement; the Investors page restates the offer (the white-label program, the uptime) for
 * investors, so it weighs less for a question that is not about the business as an investment; the terms
 * and the privacy policy weigh more for a question about rights and obligations (a guarantee, liability,
 * ownership, personal data, a period data is kept, a fee's terms) and a little less for any other; the home
 * page summarises what /solutions details, so it weighs a little less.
 */

import { splitLocalizedPath, type Locale } from '../../i18n/locales.ts';
import { foldSpanish } from './text-processing-es.ts';

/** Words that make a question one about news, the press or an announcement ("press 1" is a phone menu). */
const NEWS_WORDS =
  /\b(news|newsroom|press(?! ?(\d|one|two|zero|star|pound|#|a button|a key))|media|journalists?|reporters?|articles?|stor(y|ies)|coverage|covered|featured|interviews?|publications?|headlines?|announce\w*|releases?|wrote|written|magazine)\b/;

/** Words that make a question one about the business as an investment: figures, the market, investing. */
const INVESTOR_WORDS =
  /\b(invest\w*|shareholders?|equity|stake|ipo|revenue|arr|mrr|financials?|earnings|funding|funded|raised?|valuation|profit\w*|margins?|cagr|tam|market|growth|grow(ing|n)?|yoy|year over year|churn|retention rate|(client|customer) retention|paying clients|annual report|business model|subscription|partner channel|metrics?|kpis?|scale|traction|over the years|year by year|each year|(19|20)\d\d)\b/;

/** Words that make a question one about rights and obligations, which the terms and the privacy policy own. */
const LEGAL_WORDS =
  /\b(guarantee\w*|warrant\w*|liab\w*|legal\w*|lawful\w*|rights?|owns?|owned|ownership|dpa|gdpr|ccpa|terms|agreements?|allowed|permitted|prohibited|indemn\w*|jurisdiction|disputes?|arbitration|breach\w*|delet\w*|eras(e|ed|ing|ure)|personal (info|information|data)|terminat\w*|violat\w*|suspend\w*|refund\w*|invoic\w*|overdue|notice|courts?|sue|arbitrat\w*|laws?|privacy|cookies?|children|minors?|\d+ years? old|processors?|sub-?processors?|controller|retain\w*|retention|backups?|logs|policy|policies|consent|comply|compliance|infring\w*|patents?|force majeure|spoof\w*|advice|close my account|my account|my rights|my (info|information|data)|tax(es)?|owe\w*|disclos\w*|(share|sell|sold|give|pass)\w* (on )?(my|our|your|customer|personal|the) ?(data|info\w*|details|e-?mail( address)?|number)|without (telling|asking|consent)|kept|retained|how long (do|does|will|can) (you|u|they) (keep|store|hold|retain|save)|how long (is|are) [\w ]{1,30} (kept|stored|retained|saved))\b/;

/** The same three kinds of question in Spanish, read with accents folded. */
const NEWS_WORDS_ES =
  /\b(noticias?|prensa|medios?|periodistas?|reporter\w*|articulos?|reportajes?|cobertura|cubri\w*|escribi\w* (de|sobre)|entrevist\w*|publicaci\w*|publico|publicar|titulares?|anunci\w*|comunicados?|periodicos?|revistas?|salieron|han salido|press|media kit|logos|telemundo|univision|television|tv|hacer una nota)\b/;
const INVESTOR_WORDS_ES =
  /\b(invers\w*|invert\w*|accionistas?|acciones|ingresos|revenue|financier\w*|finanzas|ganancias|utilidades|valuacion|margen|margenes|mercado|crec\w*|churn|retencion de clientes|clientes pagando|reporte anual|informe anual|modelo de negocio|suscripcion|canal|metricas?|escala\w*|cuantos clientes|numero de clientes|clientes (de negocio|empresariales)|cuantas industrias|facturaron|ventaja|competencia|(19|20)\d\d)\b/;
const LEGAL_WORDS_ES =
  /\b(garantia\w*|responsab\w*|legal\w*|derechos?|dueno\w*|propiedad|terminos|condiciones|contrato|acuerdo|permitid\w*|prohibid\w*|jurisdiccion|disputas?|demanda\w*|arbitraje|corte|tribunal|ley|leyes|borr\w*|elimin\w*|datos personales|informacion personal|cancel\w*|terminacion|suspend\w*|reembols\w*|factura\w*|atras\w*|vencid\w*|aviso|privacidad|cookies?|menores|ninos|consentimiento|cumpl\w*|tcpa|hipaa|mis datos|mi informacion|impuestos|comparten|venden mi|guardan|conservan|retienen|grabando|911|huracan|mantenimiento|filtracion|hackeo|proveedores)\b/;

const WORDS_BY_LOCALE: Readonly<Record<Locale, { news: RegExp; investor: RegExp; legal: RegExp; read: (text: string) => string }>> = {
  en: { news: NEWS_WORDS, investor: INVESTOR_WORDS, legal: LEGAL_WORDS, read: (text) => text.toLowerCase() },
  es: { news: NEWS_WORDS_ES, investor: INVESTOR_WORDS_ES, legal: LEGAL_WORDS_ES, read: foldSpanish },
};

/** Weight of the terms and the privacy policy for a question about rights and obligations. */
export const LEGAL_WEIGHT_ON_TOPIC = 1.5;

/**
 * Weight of the terms and the privacy policy for any other question: a clause shares many words with a product
 * question ("transfer", "tracking", "hear", "hours") without answering it.
 */
export const LEGAL_WEIGHT_OFF_TOPIC = 0.8;

/** Weight of an Investors page section for a question that is not about the business as an investment. */
export const INVESTORS_WEIGHT_OFF_TOPIC = 0.6;

/** Weight of a news item for a question that is not about news: low enough that a canonical section with the same words wins. */
export const NEWS_WEIGHT_OFF_TOPIC = 0.25;

/** The News page's lists restate every headline: they answer news in general, the article answers about itself. */
export const NEWS_LISTING_WEIGHT = 0.6;

/** Weight of a home page section: it wins where it alone holds the answer (industries without a package). */
export const HOME_WEIGHT = 0.8;

/** A section's href in any language as its English page's: "/es/news#media-title" → "/news#media-title". */
export function englishHref(href: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  return `${splitLocalizedPath(path).path}${hashAt === -1 ? '' : href.slice(hashAt)}`;
}

export const isNewsHref = (href: string) => /^\/news([/#]|$)/.test(englishHref(href));

/** The News page's own lists (coverage, press releases, media resources), which restate the articles' headlines. */
export const isNewsListingHref = (href: string) => /^\/news(#|$)/.test(englishHref(href));

export const isInvestorsHref = (href: string) => /^\/investors([/#]|$)/.test(englishHref(href));

export function asksAboutNews(question: string, locale: Locale = 'en'): boolean {
  const words = WORDS_BY_LOCALE[locale];
  return words.news.test(words.read(question));
}

export function asksAboutRights(question: string, locale: Locale = 'en'): boolean {
  const words = WORDS_BY_LOCALE[locale];
  return words.legal.test(words.read(question));
}

export const isLegalHref = (href: string) => /^\/(terms|privacy)(#|$)/.test(englishHref(href));

export function asksAboutInvesting(question: string, locale: Locale = 'en'): boolean {
  const words = WORDS_BY_LOCALE[locale];
  return words.investor.test(words.read(question));
}

/**
 * How much a section's score counts for this question: 1, more for the legal pages when the question is
 * about rights and less otherwise, less for the home page, less for the Investors page unless the question is about investing,
 * much less for news unless the question is about news.
 */
export function pageWeight(href: string, aboutNews: boolean, aboutInvesting = true, aboutRights = false): number {
  if (isLegalHref(href)) return aboutRights ? LEGAL_WEIGHT_ON_TOPIC : LEGAL_WEIGHT_OFF_TOPIC;
  if (isNewsHref(href)) return (aboutNews ? 1 : NEWS_WEIGHT_OFF_TOPIC) * (isNewsListingHref(href) ? NEWS_LISTING_WEIGHT : 1);
  if (isInvestorsHref(href)) return aboutInvesting ? 1 : INVESTORS_WEIGHT_OFF_TOPIC;
  const english = englishHref(href);
  return english.startsWith('/#') || english === '/' ? HOME_WEIGHT : 1;
}
