import { siteConfig } from '../../site-config.ts';
import type { DOWNLOAD_TEXT as ENGLISH_DOWNLOAD_TEXT } from '../downloads.ts';
import type { Words } from '../words.ts';
import { PRICES } from './pricing.ts';

const company = siteConfig.companyName;
const { address } = siteConfig;
const streetAddress = `${siteConfig.legalName}, ${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}`;
const basisNote = (what: string) =>
  `${what} recoge las cifras que ${company} publica en su página de relación con inversionistas, con el período al que corresponde cada una. ` +
  'Es un resumen con fines informativos, no un conjunto de estados financieros auditados.';

/** The words of ../downloads.ts in Spanish: the Spanish investor PDFs (/downloads/es/) and the Spanish media kit. */
export const DOWNLOAD_TEXT: Words<typeof ENGLISH_DOWNLOAD_TEXT> = {
  pdf: {
    disclaimer: 'Solo con fines informativos. No constituye una oferta de venta ni una solicitud de oferta de compra de valores.',
    pageOf: (page, pageCount) => `Página ${page} de ${pageCount}`,
  },
  postalAddress: `${streetAddress}, Estados Unidos`,

  investorDocuments: {
    pricingSummary: `Cada cliente paga una tarifa única de configuración de ${PRICES.setupRangeInProse} para crear su solución y, después, un plan de servicio mensual desde ${PRICES.monthlyFrom} al mes.`,
    contactHeading: 'Contacto de Relación con Inversionistas',
    contactText: `Si desea conversar sobre este documento o solicitar más información, comuníquese con nuestro equipo de relación con inversionistas en ${siteConfig.investorEmail} o al ${siteConfig.mainPhone.display}.`,

    presentation: { whoWeAre: 'Quiénes somos', whatWeSell: 'Qué ofrecemos' },
    annualReport: {
      about: 'Acerca de este informe',
      basis: basisNote('Este informe'),
      atAGlance: '2023 en cifras',
      yearInReview: 'Balance del año',
      drivers: 'Lo que impulsó el año',
      services: 'Nuestros servicios',
      industryPackages: (titles) => `Paquetes por industria: ${titles}.`,
      lookingAhead: 'Perspectivas',
    },
    financialSummary: {
      about: 'Acerca de este resumen',
      basis: basisNote('Este resumen'),
      operatingMetrics: 'Principales métricas operativas',
      reportedFigure: (description, value, period) => `${description} Cifra reportada: ${value} (${period}).`,
      revenueModel: 'Modelo de ingresos',
      clientResults: 'Resultados de nuestros clientes',
    },
    marketAnalysis: {
      overview: 'Panorama general',
      sizeAndGrowth: 'Tamaño y crecimiento del mercado',
      figuresNote: `Las cifras de mercado son las estimaciones que ${company} presenta en su página de relación con inversionistas; describen la oportunidad tal como la vemos, no un pronóstico de nuestros propios resultados.`,
      growthDrivers: 'Motores de crecimiento',
      whereWeCompete: 'Dónde competimos',
      industries: 'Industrias que atendemos',
    },
  },

  mediaKit: {
    brandColours: {
      title: `Colores de marca de ${company}`,
      intro: 'Los colores de nuestro sitio web, con el nombre de cada uno. Los marcados con * aparecen en el logotipo.',
    },
    boilerplate: {
      title: `Acerca de ${company}`,
      oneLine: 'En una línea:',
      full: 'Texto institucional completo:',
      mediaContact: `Contacto para medios: ${siteConfig.pressEmail}, ${siteConfig.mainPhone.display}`,
    },
    factSheet: {
      title: `Ficha informativa de ${company}`,
      subject: `Datos clave de ${company} para los medios`,
      about: 'Quiénes somos',
      services: 'Servicios',
      contact: 'Contacto',
      contactLine: `Prensa: ${siteConfig.pressEmail}   Teléfono: ${siteConfig.mainPhone.display}   Ventas: ${siteConfig.salesEmail}`,
      addressLine: `${streetAddress}. Fundada en ${siteConfig.foundedYear}.`,
    },
  },
};
