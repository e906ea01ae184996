import type { Locale } from '../../i18n/locales.ts';
import { KNOWLEDGE_LABELS as SPANISH_LABELS } from '../../content/es/assistant.ts';

/**
 * The words the index adds around a language's headings: search keywords that are not quoted (what a chunk is
 * about, in the words visitors use for it) and the source-link titles built around headings.
 */
export interface KnowledgeWords {
  pricing: string;
  includes: string;
  about: string;
  values: string;
  benefits: string;
  industry: string;
  news: string;
  coverage: string;
  pressReleases: string;
  media: string;
  investors: string;
  metrics: string;
  byYear: string;
  ratePercent: string;
  highlights: string;
  market: string;
  documents: string;
  download: string;
  /** The index's own titles and words for a listing ("Press release", "<publication> article"). */
  labels: {
    industryPackage: (serviceTitle: string) => string;
    investorsSection: (heading: string) => string;
    newsSection: (heading: string) => string;
    pressRelease: string;
    articleBy: (publication: string) => string;
  };
}

export const KNOWLEDGE_WORDS: Readonly<Record<Locale, KnowledgeWords>> = {
  en: {
    pricing: 'pricing',
    includes: 'includes',
    about: 'company founded history mission',
    values: 'values',
    benefits: 'results benefits',
    industry: 'industry',
    news: 'news press media newsroom',
    coverage: 'articles stories featured in',
    pressReleases: 'announced',
    media: 'journalists',
    investors: 'investors',
    metrics: 'financials performance',
    byYear: 'by year',
    ratePercent: 'rate percent',
    highlights: 'why invest',
    market: 'opportunity',
    documents: 'download pdf reports',
    download: 'download',
    labels: {
      industryPackage: (serviceTitle) => `${serviceTitle} package`,
      investorsSection: (heading) => `Investors: ${heading}`,
      newsSection: (heading) => `News: ${heading}`,
      pressRelease: 'Press release',
      articleBy: (publication) => `${publication} article`,
    },
  },
  es: {
    pricing: 'precios precio costo cuesta pago',
    includes: 'incluye',
    about: 'empresa compañía fundada historia misión quiénes somos',
    values: 'valores',
    benefits: 'resultados beneficios',
    industry: 'industria sector',
    news: 'noticias prensa medios sala de prensa',
    coverage: 'artículos reportajes publicaciones aparecimos en',
    pressReleases: 'anunció anuncio comunicados',
    media: 'periodistas',
    investors: 'inversionistas inversores',
    metrics: 'finanzas financieros desempeño',
    byYear: 'por año',
    ratePercent: 'tasa porcentaje',
    highlights: 'por qué invertir',
    market: 'oportunidad',
    documents: 'descargar pdf informes reportes',
    download: 'descargar',
    labels: SPANISH_LABELS,
  },
};
