import { siteConfig } from '../../site-config.ts';
import type { HomeContent } from '../types.ts';
import { PRICES } from './pricing.ts';

const company = siteConfig.companyName;
const city = `${siteConfig.address.locality}, ${siteConfig.address.region}`;

/** The home page in Spanish: the same sections, cards, icons and figures as ../home.ts. */
export const homeContent: HomeContent = {
  hero: {
    eyebrow: 'Automatización con IA para negocios en crecimiento',
    title: 'Automatice su negocio con una IA que nunca pierde una llamada',
    highlight: 'nunca pierde una llamada',
    lead: `${company} contesta sus llamadas, da seguimiento por mensaje de texto y califica a sus clientes potenciales a toda hora. Nuestros clientes logran una tasa de respuesta del 98%, atención 24/7 y hasta un 50% de ahorro en costos frente a tener personal propio contestando el teléfono.`,
    consultationLabel: 'Pida su consulta gratis',
    assistantLabel: 'Hable con nuestro asistente de IA',
    stats: [
      { value: '98%', label: 'Tasa de respuesta de llamadas' },
      { value: '50%', label: 'Ahorro en costos' },
      { value: '24/7', label: 'Disponibilidad' },
    ],
    socialProof: 'Con la confianza de más de 500 negocios en más de 12 industrias',
    badges: ['Seguridad de nivel empresarial', 'Monitoreo 24/7'],
  },

  about: {
    eyebrow: `Acerca de ${company}`,
    heading: 'Ayudamos a los negocios a atender a cada cliente, siempre',
    lead: `${company} nació en ${city} en ${siteConfig.foundedYear} con una idea sencilla: ningún negocio debería perder un cliente porque nadie contestó el teléfono. Combinamos la IA conversacional con un conocimiento práctico de cómo trabajan de verdad los equipos de ventas y de servicio, sobre una infraestructura diseñada para un 99.9% de disponibilidad.`,
    values: [
      {
        icon: 'lightbulb',
        title: 'La innovación primero',
        text: 'Ponemos a trabajar para usted lo más nuevo en IA de voz y de lenguaje, y lo seguimos mejorando, para que sus clientes siempre hablen con un asistente que suena natural y resuelve.',
      },
      {
        icon: 'users',
        title: 'El éxito de nuestros clientes',
        text: 'Cada cliente cuenta con un equipo dedicado que aprende cómo funciona su negocio, ajusta su asistente y le da seguimiento con regularidad. Sus resultados son la medida de nuestro trabajo.',
      },
      {
        icon: 'target',
        title: 'Enfocados en resultados',
        text: 'Medimos lo que impacta sus ganancias: llamadas contestadas, clientes potenciales calificados, citas agendadas y costos ahorrados. Cada mes le mostramos los números en palabras claras.',
      },
    ],
    tiles: [
      {
        illustration: 'team-planning',
        alt: 'Ilustración de un pequeño equipo reunido alrededor de una mesa, trazando en una pizarra el recorrido de la llamada de un cliente.',
        caption: 'Diseñamos cada flujo de llamadas según la forma en que trabaja su negocio.',
      },
      {
        illustration: 'call-dashboard',
        alt: 'Ilustración de un panel con llamadas contestadas, citas agendadas y una gráfica del volumen de llamadas por hora.',
        caption: 'Vea cada llamada, mensaje y cliente potencial en un solo panel, claro y sencillo.',
      },
      {
        illustration: 'phone-assistant',
        alt: 'Ilustración de un teléfono celular con una llamada entrante que contesta un asistente de IA, y la transcripción en vivo debajo.',
        caption: 'Su asistente de IA contesta al primer timbre, de día o de noche.',
      },
      {
        illustration: 'growth-chart',
        alt: 'Ilustración de una gráfica de barras que crecen de izquierda a derecha, con una flecha que apunta hacia arriba.',
        caption: 'Más llamadas contestadas se traducen en más citas y más ventas.',
      },
    ],
    cta: {
      heading: 'Descubra lo que la IA puede hacer por su negocio',
      text: 'Reserve una consulta gratuita y sin compromiso. Le mostraremos cómo un asistente de IA atendería sus llamadas reales y le daremos un estimado honesto de cuánto podría ahorrar.',
      label: 'Reserve su demo gratis',
    },
  },

  solutions: {
    eyebrow: 'Soluciones',
    heading: 'Todo lo que necesita para captar y convertir más clientes',
    lead: 'Empiece con el servicio que más necesita y agregue otros a medida que crece. Cada solución funciona por sí sola, y juntas funcionan todavía mejor.',
    cards: [
      {
        icon: 'phone-incoming',
        title: 'Atención de llamadas entrantes',
        text: 'Un asistente de IA con voz natural contesta cada llamada, resuelve las preguntas comunes y lleva a cada persona al siguiente paso.',
        bullets: [
          'Contesta al primer timbre, las 24 horas del día',
          'Agenda citas directamente en su calendario',
          'Responde las preguntas frecuentes con sus propias palabras',
        ],
      },
      {
        icon: 'message-square',
        title: 'Seguimiento por SMS',
        text: 'Mensajes de texto automáticos mantienen vivo el interés de cada cliente potencial después de una llamada, de un formulario enviado o de un contacto que no se concretó.',
        bullets: [
          'Respuesta por texto al instante cuando se pierde una llamada',
          'Recordatorios de citas que reducen las ausencias',
          'Registro de consentimiento y manejo de “STOP” integrados, para cumplir las normas',
        ],
      },
      {
        icon: 'filter',
        title: 'Calificación de clientes potenciales',
        text: 'El asistente hace sus preguntas de calificación y le avisa a su equipo qué clientes están listos para comprar.',
        bullets: [
          'Preguntas a la medida de cada producto o servicio',
          'Puntuación de cada cliente potencial según sus propios criterios',
          'Los clientes más interesados pasan de inmediato a su equipo de ventas',
        ],
      },
      {
        icon: 'bar-chart',
        title: 'Analítica y reportes',
        text: 'Entienda por qué llaman sus clientes, qué piden y dónde se le están escapando oportunidades.',
        bullets: [
          'Resúmenes de llamadas y transcripciones con búsqueda',
          'Tendencias de motivos, resultados y sentimiento de las llamadas',
          'Informes mensuales de desempeño en palabras claras',
        ],
      },
      {
        icon: 'git-branch',
        title: 'Enrutamiento inteligente',
        text: 'Las llamadas que necesitan a una persona llegan a la persona indicada, con el contexto que necesita para ayudar.',
        bullets: [
          'Enrutamiento por departamento, sucursal, idioma o urgencia',
          'Transferencias con un breve resumen para su personal',
          'Reglas para fuera de horario y días festivos que usted controla',
        ],
      },
      {
        icon: 'database',
        title: 'Integración con su CRM',
        text: 'Cada llamada, cada mensaje y cada cliente potencial calificado llega a las herramientas que su equipo ya usa.',
        bullets: [
          'Se conecta con los CRM y las agendas digitales más populares',
          'Crea y actualiza contactos automáticamente',
          'Sin capturar datos dos veces y sin notas perdidas',
        ],
      },
    ],
    exploreLabel: 'Vea todos los servicios y precios',
  },

  whyChoose: {
    eyebrow: `Por qué ${company}`,
    heading: 'Resultados que puede medir desde el primer mes',
    lead: 'Nuestros clientes nos eligen porque los números cuadran: más clientes atendidos, costos más bajos y una mejor experiencia para cada persona que llama.',
    benefits: [
      {
        icon: 'trending-up',
        title: 'Más conversiones',
        stat: '35%',
        text: 'Nuestros clientes logran en promedio un 35% más de conversión de clientes potenciales, porque cada persona que llama recibe una respuesta rápida y un siguiente paso claro.',
      },
      {
        icon: 'piggy-bank',
        title: 'Menos costos',
        stat: '50%',
        text: 'Los negocios suelen ahorrar hasta un 50% en costos frente a contratar, capacitar y organizar los turnos de más personal de recepción.',
      },
      {
        icon: 'clock',
        title: 'Disponibilidad 24/7',
        stat: '24/7',
        text: 'Noches, fines de semana y días festivos quedan cubiertos, con atención 24/7 y una meta de 99.9% de disponibilidad, para que ninguna oportunidad termine en el buzón de voz.',
      },
      {
        icon: 'star',
        title: 'Mejor calidad',
        stat: '95%',
        text: 'Respuestas consistentes y amables en cada llamada logran un 95% de satisfacción de los clientes, y cada conversación se puede revisar y mejorar.',
      },
    ],
  },

  industries: {
    eyebrow: 'Industrias',
    heading: 'Pensado para la forma en que trabaja su industria',
    lead: 'Adaptamos los guiones, las preguntas y las integraciones a su sector, para que su asistente suene como si llevara años trabajando en su negocio.',
    cards: [
      {
        icon: 'home',
        title: 'Bienes raíces',
        text: 'Atienda a compradores y vendedores mientras usted está enseñando propiedades.',
        useCases: [
          'Responder consultas sobre propiedades y tomar los datos del comprador',
          'Agendar visitas y eventos de casa abierta',
          'Calificar compradores por presupuesto, plazos y financiamiento',
        ],
      },
      {
        icon: 'heart-pulse',
        title: 'Salud',
        text: 'Dé respuestas rápidas a sus pacientes y deje que su recepción se dedique a quienes tiene enfrente.',
        useCases: [
          'Agendar, confirmar y reprogramar citas',
          'Enviar recordatorios de citas por mensaje de texto',
          'Responder preguntas sobre horarios, ubicaciones y seguros aceptados',
        ],
      },
      {
        icon: 'scale',
        title: 'Servicios legales',
        text: 'Convierta a más personas que llaman en consultas, sin quitarles a los abogados tiempo de trabajo con sus clientes.',
        useCases: [
          'Tomar los datos de cada caso nuevo de forma uniforme',
          'Filtrar llamadas por área de práctica y ubicación',
          'Agendar consultas en el calendario de cada abogado',
        ],
      },
      {
        icon: 'shopping-cart',
        title: 'Comercio electrónico',
        text: 'Atienda a sus compradores antes y después de la venta, a cualquier hora.',
        useCases: [
          'Responder preguntas sobre el estado del pedido y el envío',
          'Gestionar devoluciones y solicitudes de cambio',
          'Recuperar carritos abandonados con seguimiento por mensaje de texto',
        ],
      },
      {
        icon: 'landmark',
        title: 'Servicios financieros',
        text: 'Responda rápido a los prospectos y pase los asuntos delicados al personal con licencia.',
        useCases: [
          'Calificar prospectos para préstamos, seguros o asesoría',
          'Agendar reuniones con asesores',
          'Enviar recordatorios seguros de documentos y fechas límite',
        ],
      },
      {
        icon: 'briefcase',
        title: 'Servicios profesionales',
        text: 'Mantenga llena su cartera de clientes mientras su equipo se concentra en el trabajo facturable.',
        useCases: [
          'Captar y calificar las consultas de clientes nuevos',
          'Agendar llamadas iniciales y consultas',
          'Dar seguimiento a propuestas y facturas pendientes de pago',
        ],
      },
    ],
  },

  contact: {
    eyebrow: 'Empiece hoy',
    heading: '¿Quiere transformar su negocio con IA?',
    lead: `Cuéntenos un poco sobre su negocio y nos comunicaremos con usted en menos de ${siteConfig.demoResponseHours} horas para agendar su demostración gratuita y personalizada.`,
    formHeading: 'Solicite su demostración gratuita',
    reasonsHeading: 'Qué incluye su demostración',
    reasons: [
      {
        icon: 'sparkles',
        title: 'Solución personalizada',
        text: 'Una recomendación pensada para su volumen de llamadas, sus metas y las herramientas que ya usa.',
      },
      {
        icon: 'bot',
        title: 'Demostración de IA en vivo',
        text: 'Escuche a un asistente de IA atender llamadas realistas para un negocio como el suyo, y pregúntele lo que quiera.',
      },
      {
        icon: 'calculator',
        title: 'Calculadora de retorno de inversión',
        text: 'Un estimado claro de cuánto podría ahorrar y ganar, basado en sus propios números.',
      },
      {
        icon: 'map',
        title: 'Plan de implementación',
        text: 'Un plan paso a paso, con fechas, para ponerlo en marcha sin sorpresas.',
      },
    ],
    investment: {
      heading: 'Resumen de la inversión',
      setupLabel: 'Configuración e implementación (pago único)',
      setupPrice: PRICES.setupRange,
      monthlyLabel: 'Planes de servicio mensual',
      monthlyPrice: `${PRICES.monthlyFromPlus} al mes`,
      note: 'Su precio exacto depende del volumen de llamadas, las integraciones y las funciones que elija. Todos los planes incluyen soporte dedicado, actualizaciones periódicas y garantías de desempeño.',
    },
    contactCard: {
      heading: 'Hable con nuestro equipo',
      hoursLabel: 'Horario de atención',
    },
  },
};
