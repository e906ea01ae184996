import type { INDUSTRY_OPTIONS as ENGLISH_INDUSTRY_OPTIONS } from '../../leads/lead-schema.ts';
import { BUSINESS_FILES } from '../files/business-files.ts';
import type { SiteChromeWords } from '../site-chrome.ts';
import type { Words } from '../words.ts';

/**
 * The Spanish words around the content: every string the components, pages, SEO code and demo form still write in
 * English in their JSX (page titles, descriptions and the menus' labels are content/es/site.yaml). Each group names the English
 * file it comes from, so the refactor can move that string into data and pick this one on Spanish pages.
 */

/** The company facts that are words (src/shared/site-config.ts: shortDescription, businessHours): content/es/business.yaml. */
export const SITE_FACTS = BUSINESS_FILES.words.es;

/** src/shared/leads/lead-schema.ts (INDUSTRY_OPTIONS): the stored values stay, the shown labels change. */
export const INDUSTRY_OPTIONS: Words<typeof ENGLISH_INDUSTRY_OPTIONS> = [
  { value: 'real-estate', label: 'Bienes raíces' },
  { value: 'healthcare', label: 'Salud' },
  { value: 'legal', label: 'Servicios legales' },
  { value: 'ecommerce', label: 'Comercio electrónico' },
  { value: 'other', label: 'Otra' },
];

/**
 * The strings still written in English inside components. Keys name the string; each group's comment gives
 * its English source file. Functions take what the component fills in.
 */
export const SITE_CHROME: SiteChromeWords = {
  /** src/client/components/layout/Document.tsx */
  document: {
    skipLink: 'Saltar al contenido principal',
  },
  /** src/client/components/layout/Header.tsx */
  header: {
    homeLinkLabel: (company: string) => `${company}: página de inicio`,
    mainNavLabel: 'Principal',
    callUsPrefix: 'Llámenos al ',
    /** Also the mobile menu's button (MobileMenu.tsx). */
    getStarted: 'Empiece ahora',
  },
  /** src/client/components/layout/MobileMenu.tsx */
  mobileMenu: {
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    navLabel: 'Menú móvil',
    callLabel: (phone: string) => `Llame al ${phone}`,
  },
  /** src/client/components/layout/Footer.tsx */
  footer: {
    servicesHeading: 'Servicios',
    companyHeading: 'Empresa',
    contactHeading: 'Contacto',
    /** After "© <year> <legal name>." */
    allRightsReserved: 'Todos los derechos reservados.',
    privacy: 'Privacidad',
    terms: 'Términos',
  },
  /** src/client/components/LeadFormLink.tsx (screen-reader text after the link's label, with its leading space). */
  leadFormLink: {
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
  /** src/client/components/form/spam-signals.tsx (the honeypot's label: hidden, but read by bots and some tools). */
  honeypot: {
    label: 'Deje este campo vacío',
  },
  /** src/client/components/toast/Toaster.tsx */
  toaster: {
    regionLabel: 'Notificaciones (F8)',
    dismiss: 'Cerrar notificación',
  },
  /** src/client/components/hero-art/SampleCallCard.tsx */
  sampleCallCard: {
    answeredBadge: 'Contestada por IA',
  },
  /** src/client/components/hero-art/GrowthChart.tsx */
  growthChart: {
    title: (revenueLabel: string) => `${revenueLabel} por año`,
    growthBadge: (percent: number, year: number) => `+${percent}% en ${year}`,
  },
  /** src/client/pages/home/ContactSection.tsx */
  contactSection: {
    /** <noscript>: "<before> <e-mail link> <middle> <phone link>." */
    noscriptBefore: 'Nuestro formulario necesita JavaScript. También puede escribirnos a',
    noscriptMiddle: 'o llamarnos al',
    salesLabel: 'Ventas:',
  },
  /** src/client/pages/InvestorsPage.tsx and NewsPage.tsx (a download whose size the build did not measure). */
  downloads: {
    sizeUnknown: 'tamaño desconocido',
  },
  /** src/client/pages/LegalPage.tsx */
  legalPage: {
    contentsHeading: 'Contenido',
  },
  /** src/client/pages/NewsPage.tsx (NewsArticlePage) */
  newsArticle: {
    breadcrumbLabel: 'Ruta de navegación',
    breadcrumbNews: 'Noticias',
    coverageSummary: 'Resumen de cobertura',
    pressRelease: 'Comunicado de prensa',
    companyPressRelease: (company: string) => `Comunicado de prensa de ${company}`,
    backToNews: 'Volver a todas las noticias',
  },
  /** src/client/seo/structured-data.ts (JSON-LD text; descriptions come from SITE_FACTS and PAGE_META). */
  structuredData: {
    priceRange: (setupRange: string, monthlyFrom: string) => `${setupRange} de configuración, desde ${monthlyFrom} al mes`,
    pressReleaseSection: 'Comunicado de prensa',
  },
};
