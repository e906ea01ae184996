import type { INDUSTRY_OPTIONS as ENGLISH_INDUSTRY_OPTIONS } from '../../leads/lead-schema.ts';
import type {
  FOOTER_COMPANY_LINKS as ENGLISH_FOOTER_COMPANY_LINKS,
  FOOTER_LEGAL_LINKS as ENGLISH_FOOTER_LEGAL_LINKS,
  FOOTER_SERVICE_LINKS as ENGLISH_FOOTER_SERVICE_LINKS,
  HEADER_LINKS as ENGLISH_HEADER_LINKS,
} from '../../navigation.ts';
import { BUSINESS_FILES } from '../files/business-files.ts';
import { PRICES } from './pricing.ts';
import type { PageMeta, PagePath, SiteChromeWords } from '../site-chrome.ts';
import type { Words } from '../words.ts';

/**
 * The Spanish words around the content: page titles and descriptions, navigation, and every string the
 * components, pages, SEO code and demo form still write in English in their JSX. Each group names the English
 * file it comes from, so the refactor can move that string into data and pick this one on Spanish pages.
 */

/** The company facts that are words (src/shared/site-config.ts: shortDescription, businessHours): content/es/business.yaml. */
export const SITE_FACTS = BUSINESS_FILES.words.es;

/** src/shared/routes.ts (PAGE_ROUTES, NOT_FOUND_ROUTE), keyed by the English path. */
export const PAGE_META: Readonly<Record<PagePath, PageMeta>> = {
  '/': {
    name: 'Inicio',
    title: 'Asistentes telefónicos con IA y automatización para negocios',
    description:
      'Conteste cada llamada, dé seguimiento por SMS y califique clientes potenciales a toda hora con automatización de IA hecha para su negocio. Reserve una demo personalizada gratis.',
  },
  '/solutions': {
    name: 'Soluciones',
    title: 'Servicios de automatización con IA y precios',
    description: `Asistentes telefónicos con IA, marketing por SMS, calificación de clientes potenciales, analítica de voz y paquetes por industria. Configuración desde ${PRICES.setupMin}, planes desde ${PRICES.monthlyFrom} al mes.`,
  },
  '/news': {
    name: 'Noticias',
    title: 'En los medios: cobertura y comunicados de prensa',
    description: 'Cobertura de prensa, anuncios y recursos para medios: descargue nuestro kit de prensa o comuníquese con el equipo de medios.',
  },
  '/investors': {
    name: 'Inversionistas',
    title: 'Relación con inversionistas',
    description:
      'Métricas de crecimiento, puntos clave de la inversión, oportunidad de mercado y documentos para inversionistas. Agende una llamada con nuestro equipo de relación con inversionistas.',
  },
  '/privacy': {
    name: 'Política de privacidad',
    title: 'Política de privacidad',
    description: 'Cómo recopilamos, usamos, compartimos, protegemos y conservamos la información personal, y los derechos que usted tiene sobre ella.',
  },
  '/terms': {
    name: 'Términos de servicio',
    title: 'Términos de servicio',
    description: 'Los términos que rigen el uso de nuestros servicios de automatización con IA: tarifas, datos, disponibilidad, responsabilidad y disputas.',
  },
  '/404': {
    name: 'Página no encontrada',
    title: 'Página no encontrada',
    description: 'La página que busca no existe.',
  },
};

/** src/shared/navigation.ts: the same links (English paths; the router adds the /es prefix), Spanish labels. */
export const HEADER_LINKS: Words<typeof ENGLISH_HEADER_LINKS> = [
  { href: '/solutions', label: 'Soluciones' },
  { href: '/news', label: 'Noticias' },
  { href: '/investors', label: 'Inversionistas' },
  { href: '/#industries', label: 'Industrias' },
  { href: '/#about', label: 'Nosotros' },
  { href: '/#contact', label: 'Contacto' },
];

export const FOOTER_SERVICE_LINKS: Words<typeof ENGLISH_FOOTER_SERVICE_LINKS> = [
  { href: '/solutions', label: 'Atención de llamadas con IA' },
  { href: '/solutions', label: 'Automatización de SMS' },
  { href: '/solutions', label: 'Calificación de clientes potenciales' },
  { href: '/solutions', label: 'Integración con CRM' },
];

export const FOOTER_COMPANY_LINKS: Words<typeof ENGLISH_FOOTER_COMPANY_LINKS> = [
  { href: '/#about', label: 'Quiénes somos' },
  { href: '/#contact', label: 'Contacto' },
  { href: '/news', label: 'Noticias' },
  { href: '/investors', label: 'Inversionistas' },
];

export const FOOTER_LEGAL_LINKS: Words<typeof ENGLISH_FOOTER_LEGAL_LINKS> = [
  { href: '/privacy', label: 'Política de privacidad' },
  { href: '/terms', label: 'Términos de servicio' },
];

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
