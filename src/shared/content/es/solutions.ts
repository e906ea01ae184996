import { siteConfig } from '../../site-config.ts';
import type { SolutionsContent } from '../types.ts';
import { PRICES } from './pricing.ts';

const company = siteConfig.companyName;

/** The Solutions page in Spanish: the same categories, services, ids and icons as ../solutions.ts. */
export const solutionsContent: SolutionsContent = {
  hero: {
    eyebrow: 'Servicios de automatización con IA',
    title: 'Soluciones de IA que contestan, dan seguimiento y venden por usted',
    lead: `Desde un solo asistente telefónico con IA hasta una plataforma multicanal con su propia marca, ${company} crea la automatización en torno a su negocio, la conecta con sus herramientas y la sigue mejorando después del lanzamiento.`,
    quoteLabel: 'Pida una cotización a su medida',
    sampleCall: {
      caller: 'Llamada entrante · Bayview Dental',
      lines: [
        { speaker: 'caller', text: 'Hola, ¿tienen algún espacio el jueves para una limpieza?' },
        { speaker: 'assistant', text: 'Le puedo ofrecer el jueves a las 10:30 a. m. o a las 2:15 p. m. ¿Cuál le queda mejor?' },
        { speaker: 'caller', text: 'A las 2:15, por favor.' },
        { speaker: 'assistant', text: 'Listo, su cita quedó para el jueves a las 2:15 p. m. Le envié la confirmación por mensaje de texto.' },
      ],
      outcome: 'Cita agendada · confirmación enviada por SMS',
    },
  },

  investment: {
    eyebrow: 'Precios',
    heading: 'Estructura de inversión',
    lead: 'Precios simples y transparentes: un pago único de configuración para crear su solución y, después, un plan mensual que crece con usted.',
    setup: {
      title: 'Configuración e implementación',
      price: PRICES.setupRange,
      period: 'pago único',
      text: 'Depende de los flujos de llamadas, los canales y los sistemas que creemos y conectemos para usted.',
      includes: [
        'Sesión de diagnóstico y diseño de sus flujos de llamadas',
        'Guiones del asistente de IA, selección de voz y pruebas',
        'Integración con su CRM, su calendario y su sistema telefónico',
        'Capacitación de su equipo y lanzamiento acompañado',
      ],
    },
    monthly: {
      title: 'Planes de servicio mensual',
      price: PRICES.monthlyFromPlus,
      period: 'al mes',
      text: 'Crece con su volumen de llamadas, sus canales y las funciones que use.',
      includes: [
        'Atención de llamadas con IA 24/7 y seguimiento por SMS',
        'Panel de analítica e informes mensuales de desempeño',
        'Ajuste continuo de guiones y respuestas',
        'Soporte dedicado de nuestro equipo',
      ],
    },
    note: 'Todos los planes incluyen soporte dedicado, actualizaciones periódicas y garantías de desempeño.',
  },

  categories: [
    {
      id: 'core',
      title: 'Servicios esenciales de IA',
      lead: 'Lo indispensable para que cada persona que llama sea atendida, reciba seguimiento y quede calificada.',
      services: [
        {
          id: 'ai-phone-assistant',
          icon: 'phone',
          title: 'Asistente telefónico con IA',
          description:
            'Un asistente de voz natural que contesta cada llamada al primer timbre, resuelve las solicitudes de rutina y pasa las llamadas complejas a su equipo. Trabaja día y noche, así que nadie termina en el buzón de voz.',
          features: [
            'Contesta llamadas entrantes 24/7, sin tiempos de espera',
            'Voz natural, como la de una persona, con el tono de su marca',
            'Agenda, reprograma y cancela citas',
            'Responde sus preguntas frecuentes',
            'Transfiere la llamada a su personal con un resumen',
            'Grabación, transcripción y resumen de cada llamada',
          ],
        },
        {
          id: 'sms-marketing-automation',
          icon: 'message-square',
          title: 'Automatización de marketing por SMS',
          description:
            'Mensajes de texto automáticos, de ida y vuelta, que dan seguimiento a sus clientes potenciales, confirman citas y hacen que sus clientes regresen. El manejo del consentimiento y de las bajas viene integrado.',
          features: [
            'Respuesta por texto al instante ante llamadas perdidas',
            'Confirmaciones y recordatorios de citas',
            'Campañas automáticas para clientes potenciales nuevos y recurrentes',
            'Conversaciones de ida y vuelta respondidas por IA',
            'Registro del consentimiento y manejo automático de “STOP”',
            'Reportes de entregas y de respuestas',
          ],
        },
        {
          id: 'lead-qualification-system',
          icon: 'filter',
          title: 'Sistema de calificación de clientes potenciales',
          description:
            'Su asistente hace las preguntas que haría su mejor vendedor, le da una puntuación a cada cliente potencial y le pasa de inmediato a su equipo los más interesados.',
          features: [
            'Preguntas de calificación a la medida de cada oferta',
            'Puntuación de clientes potenciales según sus criterios',
            'Alertas en tiempo real de clientes de alto valor',
            'Agenda automática de llamadas de ventas',
            'Datos de cada cliente sincronizados con su CRM',
            'Secuencias de seguimiento para quienes aún no están listos para comprar',
          ],
        },
      ],
    },
    {
      id: 'advanced',
      title: 'Soluciones avanzadas',
      lead: 'Más información, más canales y su propia marca, para negocios en crecimiento y con varias sucursales.',
      services: [
        {
          id: 'voice-analytics-insights',
          icon: 'line-chart',
          title: 'Analítica de voz y reportes',
          description:
            'Convierta cada conversación en información útil para su negocio. Vea por qué llaman sus clientes, cómo se sienten y dónde está perdiendo oportunidades.',
          features: [
            'Seguimiento de motivos y resultados de las llamadas',
            'Análisis del sentimiento de sus clientes',
            'Tendencias de palabras clave y temas',
            'Transcripciones de llamadas con búsqueda',
            'Paneles personalizados e informes programados',
            'Recomendaciones para capacitar a su equipo humano',
          ],
        },
        {
          id: 'multi-channel-integration',
          icon: 'layers',
          title: 'Integración multicanal',
          description:
            'Un solo asistente de IA en teléfono, mensajes de texto, chat web y correo electrónico, para que sus clientes reciban las mismas respuestas por donde lo busquen.',
          features: [
            'Teléfono, SMS, chat web y correo electrónico en un solo lugar',
            'Historial de conversaciones compartido entre canales',
            'Respuestas consistentes desde una sola base de conocimiento',
            'Paso fluido de un canal a otro',
            'Integración con su CRM y su mesa de ayuda',
            'Reportes unificados de todos los canales',
          ],
        },
        {
          id: 'white-label-ai-solutions',
          icon: 'palette',
          title: 'Soluciones de IA de marca blanca',
          description:
            'Ofrezca a sus propios clientes la atención de llamadas con IA y la automatización de SMS bajo su marca. Ideal para agencias, revendedores y grupos de franquicias.',
          features: [
            'Su logotipo, sus colores y su dominio',
            'Consola para administrar varios clientes',
            'Plantillas de asistente personalizadas para cada cliente',
            'Precios flexibles que usted define para sus clientes',
            'Incorporación de socios y apoyo en ventas',
            'Reportes por cliente que puede compartir',
          ],
        },
      ],
    },
    {
      id: 'industry',
      title: 'Paquetes por industria',
      lead: 'Asistentes listos para usar, con los guiones, las preguntas y las integraciones que su industria necesita, adaptados a su negocio.',
      services: [
        {
          id: 'real-estate-package',
          icon: 'home',
          title: 'Bienes raíces',
          description:
            'Capte cada consulta de compradores, vendedores e inquilinos, incluso mientras está en una visita o en un cierre.',
          features: [
            'Atención de consultas sobre propiedades a toda hora',
            'Agenda de visitas y eventos de casa abierta',
            'Calificación de compradores por presupuesto, zona y plazos',
            'Captación de vendedores y solicitudes de valuación',
            'Mensajes de seguimiento después de cada visita',
            'Integración con los CRM inmobiliarios más populares',
          ],
        },
        {
          id: 'healthcare-package',
          icon: 'heart-pulse',
          title: 'Salud',
          description:
            'Reduzca la carga de su recepción y las citas perdidas, mientras sus pacientes reciben ayuda rápida y amable por teléfono y por texto.',
          features: [
            'Agenda y reprogramación de citas',
            'Recordatorios por texto que reducen las ausencias',
            'Preguntas de registro para pacientes nuevos',
            'Respuestas sobre horarios, ubicaciones y seguros aceptados',
            'Solicitudes de resurtido de recetas y mensajes dirigidos al personal',
            'Llamadas urgentes fuera de horario enviadas al personal de guardia',
          ],
        },
        {
          id: 'ecommerce-package',
          icon: 'shopping-cart',
          title: 'Comercio electrónico',
          description:
            'Atienda a sus compradores en cada etapa, desde las preguntas sobre productos hasta las devoluciones, sin agrandar su equipo de soporte.',
          features: [
            'Estado de pedidos y avisos de envío',
            'Solicitudes de devolución y cambio',
            'Preguntas y recomendaciones de productos',
            'Seguimiento por texto de carritos abandonados',
            'Conexión con la plataforma de su tienda',
            'Apoyo en las temporadas de más volumen',
          ],
        },
        {
          id: 'retail-package',
          icon: 'store',
          title: 'Comercio minorista',
          description:
            'Responda al instante las preguntas sobre su tienda y atraiga a más clientes, en una sucursal o en muchas.',
          features: [
            'Horarios, cómo llegar y disponibilidad de productos',
            'Solicitudes de recogida en tienda y apartados',
            'Promociones y eventos anunciados por texto',
            'Preguntas sobre el programa de lealtad',
            'Enrutamiento por sucursal',
            'Reportes de varias sucursales',
          ],
        },
        {
          id: 'automotive-package',
          icon: 'car',
          title: 'Automotriz',
          description:
            'Agende más citas de servicio y pruebas de manejo, y no vuelva a perder un cliente potencial de ventas.',
          features: [
            'Agenda de citas de servicio',
            'Reserva de pruebas de manejo',
            'Calificación de clientes potenciales de ventas',
            'Recordatorios de servicio y avisos de vehículo listo',
            'Consultas sobre piezas e inventario',
            'Enrutamiento entre los departamentos de ventas y de servicio',
          ],
        },
        {
          id: 'insurance-package',
          icon: 'umbrella',
          title: 'Seguros',
          description:
            'Responda rápido a las solicitudes de cotización y atienda a sus asegurados sin ocupar a sus agentes con licencia.',
          features: [
            'Recepción y calificación de solicitudes de cotización',
            'Recepción del primer aviso de siniestro',
            'Preguntas sobre pólizas y coberturas dirigidas a sus agentes',
            'Recordatorios de renovación y de pago',
            'Citas con agentes con licencia',
            'Registros de llamadas guardados para revisiones de cumplimiento',
          ],
        },
        {
          id: 'hospitality-package',
          icon: 'hotel',
          title: 'Hotelería',
          description:
            'Dé respuestas rápidas a sus huéspedes y gestione reservaciones a cualquier hora, en los idiomas que hablan sus huéspedes.',
          features: [
            'Reservaciones y cambios',
            'Respuestas sobre servicios, horarios y políticas',
            'Atención a huéspedes en varios idiomas',
            'Mensajes antes de la llegada y para el registro de entrada',
            'Captación de consultas de eventos y grupos',
            'Solicitudes de reseña después de cada estadía',
          ],
        },
      ],
    },
  ],

  categoryEyebrow: (serviceCount) => `${serviceCount} servicios`,
  learnMoreLabel: 'Más información y cotización',

  closing: {
    heading: '¿Quiere verlo en acción?',
    text: `Agende una demostración gratuita y escuche cómo un asistente de IA atendería sus llamadas. Nos comunicaremos con usted en menos de ${siteConfig.demoResponseHours} horas, o puede llamarnos ahora mismo.`,
    demoLabel: 'Agende su demo gratis',
    callLabel: `Llame al ${siteConfig.mainPhone.display}`,
  },
};
