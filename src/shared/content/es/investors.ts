import { siteConfig } from '../../site-config.ts';
import { investorsContent as englishInvestors } from '../investors.ts';
import type { InvestorsContent } from '../types.ts';

const company = siteConfig.companyName;
/** The Spanish PDFs keep the English file names, under /downloads/es/ (src/shared/downloads.ts). */
const [presentation, annualReport, financialSummary, marketAnalysis] = englishInvestors.documents;

/** The Investors page in Spanish: the same metrics, figures, documents and icons as ../investors.ts. */
export const investorsContent: InvestorsContent = {
  hero: {
    eyebrow: 'Relación con inversionistas',
    title: 'Invertir en el futuro de las conversaciones con los clientes',
    lead: `${company} ayuda a los negocios a contestar cada llamada y a convertir más clientes potenciales con IA. Estamos construyendo una plataforma de ingresos recurrentes en una de las áreas de más rápido crecimiento del software empresarial.`,
  },

  metricsEyebrow: 'Desempeño',
  metricsHeading: 'Métricas clave',
  metrics: [
    {
      title: 'Crecimiento de ingresos',
      value: '300%+',
      description: 'Crecimiento anual de los ingresos, impulsado por clientes nuevos y por clientes actuales que suman servicios.',
      period: 'Año fiscal 2023 frente a 2022',
    },
    {
      title: 'Clientes empresariales',
      value: '500+',
      description: 'Negocios que usan nuestros asistentes telefónicos con IA, la automatización de SMS y la calificación de clientes potenciales.',
      period: 'Al 31 de diciembre de 2023',
    },
    {
      title: 'Industrias atendidas',
      value: '12+',
      description: 'Industrias atendidas, desde bienes raíces y salud hasta servicios legales, financieros y profesionales.',
      period: 'Al 31 de diciembre de 2023',
    },
    {
      title: 'Disponibilidad de la plataforma',
      value: '99.9%',
      description: 'Disponibilidad de la plataforma para atender las llamadas de los clientes, respaldada por monitoreo 24/7.',
      period: 'Año calendario 2023',
    },
  ],

  highlightsEyebrow: 'Por qué invertir',
  highlightsHeading: 'Puntos clave de la inversión',
  highlights: [
    {
      icon: 'line-chart',
      title: 'Modelo de ingresos recurrentes',
      text: 'Los planes de servicio mensual generan ingresos recurrentes y predecibles, y las tarifas únicas de configuración ayudan a cubrir el costo de incorporar a cada cliente.',
    },
    {
      icon: 'globe',
      title: 'Un mercado grande y desatendido',
      text: 'Millones de pequeñas y medianas empresas todavía dependen del buzón de voz y de recepciones saturadas. A la mayoría nunca le han ofrecido una IA pensada para sus necesidades.',
    },
    {
      icon: 'award',
      title: 'Resultados comprobados',
      text: 'Nuestros clientes logran una tasa de respuesta de llamadas del 98%, un aumento promedio del 35% en la conversión de clientes potenciales y hasta un 50% de ahorro en costos, lo que sostiene una alta retención.',
    },
    {
      icon: 'layers',
      title: 'Plataforma escalable',
      text: 'Los paquetes por industria y las integraciones reutilizables hacen que cada cliente nuevo aproveche el trabajo hecho para el anterior, y los márgenes mejoran a medida que crecemos.',
    },
    {
      icon: 'palette',
      title: 'Canal de socios',
      text: 'Nuestro programa de marca blanca permite que agencias y revendedores vendan nuestra plataforma con su propia marca, lo que abre un canal de distribución más allá de la venta directa.',
    },
    {
      icon: 'shield-check',
      title: 'Confianza y confiabilidad',
      text: 'La seguridad de nivel empresarial, el monitoreo 24/7 y un 99.9% de disponibilidad les dan a los clientes la confianza para poner la IA al frente de sus conversaciones más importantes.',
    },
  ],

  market: {
    eyebrow: 'Oportunidad',
    heading: 'Oportunidad de mercado',
    lead: 'Los negocios están pasando sus conversaciones con clientes a la IA, y el mercado de la comunicación con clientes impulsada por IA crece con rapidez.',
    figures: [
      { value: '$13.9 mil millones', label: 'Tamaño del mercado de la comunicación con clientes impulsada por IA' },
      { value: '24.3%', label: 'Tasa de crecimiento anual compuesta (CAGR) proyectada' },
      { value: '33M+', label: 'Pequeñas empresas en Estados Unidos' },
      { value: '7', label: 'Paquetes por industria listos para implementar' },
    ],
  },

  whyNow: {
    heading: '¿Por qué ahora?',
    points: [
      {
        title: 'La tecnología por fin está lista',
        text: 'La IA de voz ya entiende a quien llama y responde con la naturalidad necesaria para completar tareas reales, como agendar citas y calificar clientes potenciales, a un costo que una pequeña empresa puede pagar.',
      },
      {
        title: 'Los clientes esperan respuestas al instante',
        text: 'La gente espera una respuesta de inmediato, a cualquier hora. El negocio que no contesta pierde al cliente, y contratar personal para cubrir todas las horas está fuera del alcance de la mayoría.',
      },
      {
        title: 'Los costos laborales siguen subiendo',
        text: 'Cada vez es más difícil contratar personal de recepción y de centros de llamadas, y más caro retenerlo. Automatizar las conversaciones de rutina permite crecer sin aumentar la plantilla al mismo ritmo.',
      },
      {
        title: 'El mercado apenas comienza',
        text: 'La mayoría de las pequeñas y medianas empresas aún no usa IA en sus conversaciones con clientes. Los proveedores que se ganen su confianza ahora, con resultados comprobados y un sólido cumplimiento normativo, están en buena posición para liderar.',
      },
    ],
  },

  documentsEyebrow: 'Recursos',
  documentsHeading: 'Documentos para inversionistas',
  downloadLabel: 'Descargar',
  documents: [
    {
      id: presentation.id,
      title: 'Presentación para inversionistas',
      description: 'Un panorama de nuestro negocio, nuestros productos, la oportunidad de mercado, la estrategia de crecimiento y el equipo.',
      type: 'PDF',
      fileName: presentation.fileName,
    },
    {
      id: annualReport.id,
      title: 'Informe anual 2023',
      description: 'Un repaso de 2023, con el crecimiento de clientes, los logros de producto y nuestras prioridades para 2024.',
      type: 'PDF',
      fileName: annualReport.fileName,
    },
    {
      id: financialSummary.id,
      title: 'Resumen financiero del 4.º trimestre de 2023',
      description: 'Resultados financieros resumidos del cuarto trimestre y del año completo 2023, con las principales métricas operativas.',
      type: 'PDF',
      fileName: financialSummary.fileName,
    },
    {
      id: marketAnalysis.id,
      title: 'Informe de análisis de mercado',
      description: 'Nuestro análisis del mercado de la comunicación con clientes mediante IA, sus motores de crecimiento y el panorama competitivo.',
      type: 'PDF',
      fileName: marketAnalysis.fileName,
    },
  ],

  contact: {
    heading: 'Comuníquese con Relación con Inversionistas',
    text: `Para conocer más sobre las oportunidades de inversión en ${company}, agende una llamada con nuestro equipo o escríbanos a ${siteConfig.investorEmail}.`,
    scheduleLabel: 'Agende una llamada para inversionistas',
    messageLabel: 'Envíenos un mensaje',
  },
};
