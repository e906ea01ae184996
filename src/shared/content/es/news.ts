import { siteConfig } from '../../site-config.ts';
import type { NewsContent } from '../types.ts';
import { PRICES } from './pricing.ts';

const company = siteConfig.companyName;
const locality = siteConfig.address.locality;
const city = `${siteConfig.address.locality}, ${siteConfig.address.region}`;
/** Spanish press releases open with the city in capitals and the state written out: "FORT LAUDERDALE, Florida". */
const dateline = `${locality.toUpperCase()}, ${siteConfig.address.region}`;

const aboutCompany = `Acerca de ${company}: ${company} es una empresa de automatización con inteligencia artificial con sede en ${city}. Fundada en ${siteConfig.foundedYear}, desarrolla asistentes telefónicos con IA, seguimiento por SMS, calificación de clientes potenciales, análisis de voz, enrutamiento inteligente de llamadas e integraciones con CRM que ayudan a las empresas a atender a todos sus clientes y a convertir más oportunidades en ventas. Más información en ${siteConfig.siteUrl}.`;
const mediaContact = `Contacto de prensa: ${siteConfig.pressEmail}, ${siteConfig.mainPhone.display}.`;

// Slugs and ids are the English ones, so that /news/<slug> and /es/news/<slug> pair up.
const industriesPackageSlug = 'industry-specific-ai-packages-launch';
const milestoneSlug = 'record-growth-500-clients-2023';

/** The newsroom in Spanish: the same items, dates, slugs and figures as ../news.ts. */
export const newsContent: NewsContent = {
  hero: {
    eyebrow: 'Sala de prensa',
    title: 'En los medios',
    lead: `Lo que la prensa publica sobre ${company}, nuestros anuncios más recientes y recursos para periodistas.`,
  },

  featuredHeading: 'Cobertura destacada',
  coverageEyebrow: 'Cobertura',
  coverage: [
    {
      id: 'gulfstream-business-review-ai-receptionists',
      slug: 'gulfstream-business-review-ai-receptionists',
      title: `Una empresa de ${locality} lleva recepcionistas con IA a los pequeños negocios`,
      publication: 'Gulfstream Business Review',
      date: '2024-01-09',
      excerpt: `Gulfstream Business Review presenta a ${company} y a los negocios locales que usan asistentes telefónicos con IA para dejar de perder clientes en el buzón de voz.`,
      category: 'Negocios',
      body: [
        `El reportaje de tecnología que Gulfstream Business Review publicó el 9 de enero analiza cómo las pequeñas y medianas empresas del sur de la Florida están dejando en manos de la inteligencia artificial los teléfonos de su recepción, y toma a ${company} como ejemplo principal.`,
        'El artículo parte de un problema muy conocido. Muchos negocios de servicios pierden una buena parte de las llamadas que reciben en las horas de más trabajo, después del cierre y los fines de semana, y la mayoría de las personas que caen en el buzón de voz no dejan mensaje: simplemente llaman a la competencia.',
        `El texto describe cómo los asistentes telefónicos con IA de ${company} contestan al primer timbre, responden las preguntas frecuentes, agendan citas y envían un mensaje de texto de seguimiento cuando la persona necesita más información. Según cifras que la empresa compartió con la publicación, sus clientes alcanzan una tasa de respuesta de llamadas del 98% y registran un aumento promedio del 35% en la conversión de clientes potenciales.`,
        `El costo fue un tema recurrente. El artículo señala que ${company} cobra una tarifa única de instalación de ${PRICES.setupRangeInProse} y ofrece planes mensuales desde ${PRICES.monthlyFrom}, algo que los dueños de negocios entrevistados vieron con buenos ojos frente a la opción de contratar más personal de recepción. La empresa informa que sus clientes suelen reducir hasta en un 50% lo que gastan en atender el teléfono.`,
        'El reportaje cierra aclarando que la IA no reemplaza a las personas. Las llamadas que necesitan atención humana se transfieren con un resumen de la conversación, y el personal dedica menos tiempo a las preguntas de rutina y más a los clientes que tiene enfrente.',
      ],
    },
    {
      id: 'cx-automation-weekly-voice-ai-production',
      slug: 'cx-automation-weekly-voice-ai-production',
      title: 'La IA de voz pasa del piloto al uso diario en empresas de servicios medianas',
      publication: 'CX Automation Weekly',
      date: '2024-01-17',
      excerpt: `CX Automation Weekly analiza por qué las empresas de servicios confían su teléfono a la IA, con la experiencia de ${company} en más de 500 implementaciones.`,
      category: 'Análisis del sector',
      body: [
        'En su edición del 17 de enero, CX Automation Weekly analiza cómo la IA de voz conversacional ha dejado de ser un experimento a pequeña escala para convertirse en parte del servicio al cliente de todos los días, sobre todo en empresas que tienen, como mucho, unos cuantos cientos de empleados.',
        `La publicación especializada señala tres factores: voces que ya suenan lo bastante naturales como para que la gente resuelva trámites reales por teléfono, conexiones más sencillas con los sistemas de CRM y de agenda, y precios que ponen la tecnología al alcance de un negocio con un solo local. ${company} figura entre los proveedores que atienden a ese segmento, con más de 500 empresas de más de 12 sectores que usan su plataforma.`,
        'Un punto central del análisis es que las implementaciones que funcionan son acotadas y están bien pensadas. En lugar de intentar responder cualquier pregunta posible, los asistentes se concentran en las llamadas que más pesan en los ingresos, como agendar citas, calificar a nuevos clientes potenciales y canalizar los asuntos urgentes, y dejan todo lo demás en manos del personal.',
        `El artículo también aborda la confiabilidad y la confianza. ${company} le dijo a la publicación que su plataforma opera con un 99.9% de disponibilidad y monitoreo permanente, y que sus clientes reportan un índice de satisfacción del 95% en las llamadas que atiende la IA.`,
        'CX Automation Weekly concluye que, a medida que crezca la adopción, el cumplimiento normativo separará a los proveedores sólidos de los débiles, y señala las reglas de consentimiento para los mensajes de texto y la grabación de llamadas como temas que toda empresa debería plantearle a cualquier proveedor que esté evaluando.',
      ],
    },
    {
      id: 'florida-tech-ledger-white-label-ai',
      slug: 'florida-tech-ledger-white-label-ai',
      title: `${company} abre su plataforma de IA a las agencias con soluciones de marca blanca`,
      publication: 'Florida Tech Ledger',
      date: '2024-01-24',
      excerpt: `Florida Tech Ledger informa sobre el programa de marca blanca de ${company}, que permite a agencias de marketing y revendedores ofrecer atención de llamadas con IA bajo su propia marca.`,
      category: 'Tecnología',
      body: [
        `La sección de empresas emergentes que Florida Tech Ledger publicó el 24 de enero presenta las soluciones de IA de marca blanca de ${company}, un programa que permite a agencias de marketing, revendedores y grupos de franquicias ofrecer a sus propios clientes asistentes telefónicos con IA y automatización de SMS con su propia marca.`,
        'Según el informe, las agencias venían buscando formas de mostrarles a sus clientes resultados que vayan más allá de la publicidad, por ejemplo, cuántas de las llamadas que generan sus campañas realmente se contestan y terminan en una venta. Un asistente de IA con la marca de la agencia le permite cerrar esa brecha y sumar un servicio recurrente a su oferta.',
        `El artículo describe las piezas principales del programa: una consola para administrar muchas cuentas de clientes, plantillas de asistentes que se adaptan a cada cliente, informes por cliente, y apoyo del equipo de ${company} en la puesta en marcha y en las ventas. Cada socio fija sus propios precios para los clientes que atiende.`,
        `Florida Tech Ledger enmarca el anuncio en el auge del ecosistema tecnológico de ${locality} y destaca que la empresa reportó un crecimiento de más del 300% en 2023.`,
        'El informe termina con la visión de la empresa: la mayoría de los negocios no va a desarrollar su propia IA de voz, y los socios locales de confianza que ya se encargan de su marketing son el camino natural para que esta tecnología llegue a ellos.',
      ],
    },
  ],

  pressHeading: 'Comunicados de prensa',
  pressEyebrow: 'Anuncios',
  pressReleaseLabel: 'Comunicado de prensa',
  readMoreLabel: 'Leer más',
  summaryOf: (publication) => `Nuestro resumen del artículo de ${publication}`,
  pressReleases: [
    {
      id: 'press-release-industry-packages',
      slug: industriesPackageSlug,
      title: `${company} lanza paquetes de IA especializados para siete sectores`,
      date: '2024-01-10',
      excerpt:
        'Paquetes de IA listos para personalizar en bienes raíces, salud, e-commerce, comercio minorista, automotriz, seguros y hotelería: atención de llamadas y SMS en marcha más rápido.',
      link: `/news/${industriesPackageSlug}`,
      body: [
        `${dateline}, 10 de enero de 2024 — ${company} anunció hoy siete paquetes de IA especializados para empresas de bienes raíces, salud, comercio electrónico, venta minorista, el sector automotriz, seguros y hotelería. Cada paquete combina un asistente telefónico con IA, seguimiento por SMS y calificación de clientes potenciales con guiones, preguntas e integraciones diseñados según la forma de trabajar de cada sector.`,
        'Los paquetes se basan en lo que la empresa ha aprendido en más de 500 implementaciones con clientes. Un asistente para bienes raíces, por ejemplo, responde consultas sobre propiedades, agenda visitas y califica a los compradores según su presupuesto y sus plazos, mientras que el paquete para el sector salud se enfoca en la programación de citas, en recordatorios que reducen las citas perdidas y en hacer llegar los mensajes al personal. Los concesionarios de autos pueden agendar citas de servicio y pruebas de manejo, y los negocios de hotelería pueden tomar reservaciones y responder las preguntas de sus huéspedes en varios idiomas.',
        `“Cada sector tiene su propio vocabulario, sus propias temporadas altas y sus propias reglas”, afirmó el equipo de ${company} en un comunicado. “Partir de un paquete que ya entiende todo eso significa que nuestros clientes empiezan a operar antes y ven resultados antes, sin dejar de recibir un asistente hecho a la medida de su negocio”.`,
        `Cada paquete se personaliza durante la implementación para que refleje los servicios, el tono y los sistemas de cada cliente. Los precios siguen la estructura habitual de ${company}: una tarifa única de instalación e implementación de ${PRICES.setupRangeInProse} y planes de servicio mensuales desde ${PRICES.monthlyFrom} al mes. Todos los planes incluyen soporte dedicado, actualizaciones periódicas y garantías de rendimiento.`,
        `Las empresas interesadas pueden solicitar una demostración gratuita y personalizada en ${siteConfig.siteUrl}, y el equipo de ${company} se comunicará con ellas en un plazo de ${siteConfig.demoResponseHours} horas.`,
        `${aboutCompany} ${mediaContact}`,
      ],
    },
    {
      id: 'press-release-2023-milestones',
      slug: milestoneSlug,
      title: `${company} crece más del 300% en ingresos en 2023 y supera los 500 clientes`,
      date: '2024-01-23',
      excerpt: `${company} cerró 2023 con un crecimiento de ingresos de más del 300%, más de 500 clientes empresariales en más de 12 sectores y una disponibilidad de plataforma del 99.9%.`,
      link: `/news/${milestoneSlug}`,
      body: [
        `${dateline}, 23 de enero de 2024 — ${company} informó hoy que sus ingresos de 2023 crecieron más del 300% con respecto al año anterior y anunció que ya son más de 500 las empresas que usan sus asistentes telefónicos con IA, su automatización de SMS y sus servicios de calificación de clientes potenciales.`,
        'Los clientes de la empresa abarcan hoy más de 12 sectores, entre ellos bienes raíces, salud, servicios legales, comercio electrónico, servicios financieros y servicios profesionales. El crecimiento de 2023 provino tanto de clientes nuevos como de clientes actuales que sumaron servicios como análisis de voz, enrutamiento inteligente e integración multicanal.',
        'En el conjunto de su cartera, la empresa reporta una tasa de respuesta de llamadas del 98%, un aumento promedio del 35% en la conversión de clientes potenciales y un 95% de satisfacción de los clientes con las conversaciones atendidas por la IA. Por lo general, los clientes reducen hasta en un 50% lo que gastan en atender el teléfono, en comparación con tener personal propio para hacerlo.',
        `La plataforma mantuvo una disponibilidad del 99.9% durante el año, con monitoreo 24/7. “Nuestros clientes nos confían la primera conversación que tienen con sus propios clientes, así que la confiabilidad no es opcional”, afirmó el equipo de ${company} en un comunicado. “Estamos orgullosos de lo que nuestros clientes lograron en 2023, y en 2024 estamos invirtiendo para que el asistente sea todavía más capaz”.`,
        'En 2024, la empresa planea ampliar sus paquetes especializados por sector, hacer crecer su programa de socios de marca blanca para agencias y revendedores, y profundizar las integraciones con las herramientas de CRM y de agenda que sus clientes usan a diario.',
        `${aboutCompany} ${mediaContact}`,
      ],
    },
  ],

  mediaResources: {
    heading: 'Recursos para medios',
    text: `Periodistas y analistas pueden descargar nuestro kit de prensa, con datos de la empresa, logotipos e imágenes de nuestros productos, o escribir a nuestro equipo de prensa a ${siteConfig.pressEmail} para solicitar entrevistas e información.`,
    downloadLabel: 'Descargar kit de prensa',
    contactLabel: 'Contactar al equipo de prensa',
  },
};
