import { siteConfig } from '../../site-config.ts';
import type { FaqContent } from '../types.ts';
import { PRICES } from './pricing.ts';
import { SITE_FACTS } from './site-chrome.ts';

const { companyName: company, privacyEmail, mainPhone, salesEmail, demoResponseHours } = siteConfig;

/**
 * The questions in Spanish, worded as Spanish-speaking owners ask them, with the same ids, groups and
 * facts as ../faq.ts (shown on the Solutions page with FAQPage data and indexed for the chat assistant).
 */
export const faqContent: FaqContent = {
  eyebrow: 'Preguntas frecuentes',
  heading: 'Lo que más nos preguntan',
  groups: [
    {
      id: 'faq-topic-pricing',
      title: 'Precios y cómo empezar',
      items: [
        {
          id: 'cost',
          question: '¿Cuánto cuesta?',
          answer: `El precio tiene dos partes. Un pago único de configuración e implementación, de ${PRICES.setupRangeInProse} según el alcance de su proyecto, cubre el diseño, la integración, las pruebas y la capacitación. Después del lanzamiento, los planes de servicio mensual empiezan en ${PRICES.monthlyFrom} al mes, según su volumen de llamadas y las funciones que elija. Usted recibe una cotización por escrito después de su demostración gratuita, antes de comprometerse a nada.`,
        },
        {
          id: 'setup-time',
          question: '¿Cuánto se tarda en ponerlo a funcionar?',
          answer:
            'Depende del alcance. Un solo asistente telefónico con IA conectado a su calendario se lanza mucho más rápido que un proyecto con varias sucursales y varios canales. Durante su demostración preparamos un plan de implementación con fechas claras, y lo probamos todo con usted antes de que su asistente conteste su primera llamada real.',
        },
        {
          id: 'whats-included',
          question: '¿Qué incluye el plan mensual?',
          answer:
            'Todos los planes mensuales incluyen atención de llamadas con IA 24/7 y seguimiento por SMS, un panel de analítica con informes mensuales de desempeño, el ajuste continuo de guiones y respuestas, y soporte dedicado de nuestro equipo. Todos los planes incluyen actualizaciones periódicas y garantías de desempeño.',
        },
        {
          id: 'free-demo',
          question: '¿Qué pasa en la demostración gratuita?',
          answer: `La demostración es gratuita y personalizada. Usted escucha una llamada de IA en vivo preparada para su negocio, recibe un estimado del retorno de inversión (cuánto podría ahorrar con la automatización) y se lleva un plan de implementación. Envíe el formulario de solicitud de demostración y nuestro equipo se comunicará con usted en menos de ${demoResponseHours} horas.`,
        },
        {
          id: 'contract',
          question: '¿Tengo que contratar algo antes de verlo funcionar?',
          answer:
            'No. Primero vienen la demostración y la cotización por escrito, y usted decide después de ver cómo un asistente atendería sus llamadas. No construimos nada hasta que usted apruebe el alcance y el precio.',
        },
        {
          id: 'small-business',
          question: '¿Vale la pena para un negocio pequeño?',
          answer:
            'Sí. Puede empezar con el servicio que más necesita, que suele ser el asistente telefónico con IA, y agregar después el seguimiento por SMS o la calificación de clientes potenciales. Nuestros clientes logran hasta un 50% de ahorro en costos frente a tener personal propio contestando el teléfono.',
        },
      ],
    },
    {
      id: 'faq-topic-assistant',
      title: 'Cómo funciona el asistente de IA',
      items: [
        {
          id: 'after-hours',
          question: '¿Qué pasa con las llamadas fuera del horario de atención?',
          answer:
            'Su asistente de IA contesta cada llamada 24/7, incluso de noche, los fines de semana y los días festivos, así que nadie termina en el buzón de voz. Agenda citas, responde las preguntas comunes y toma mensajes. Las reglas para fuera de horario y días festivos, que usted controla, deciden qué llamadas urgentes pasan al personal de guardia.',
        },
        {
          id: 'appointments',
          question: '¿El asistente puede agendar citas?',
          answer:
            'Sí. El asistente telefónico con IA agenda, reprograma y cancela citas directamente en su calendario, y el seguimiento por SMS envía confirmaciones y recordatorios que reducen las ausencias. Así lo usan consultorios médicos y dentales, salones de belleza, negocios de servicios y concesionarios de autos.',
        },
        {
          id: 'sounds-human',
          question: '¿El asistente suena como un robot?',
          answer:
            'No. Habla con una voz natural, como la de una persona, con el tono de su marca, y durante la configuración elegimos y probamos la voz con usted. Quien llama recibe respuestas rápidas, sin música de espera ni menús telefónicos.',
        },
        {
          id: 'cannot-answer',
          question: '¿Qué pasa si la IA no sabe contestar una pregunta?',
          answer:
            'Su asistente nunca adivina en temas que no le corresponden. Según las reglas que usted defina, transfiere la llamada a la persona indicada con un breve resumen, toma un mensaje detallado o agenda una devolución de llamada. Su equipo recibe un aviso de inmediato, y usamos esas llamadas para agregar respuestas nuevas, así el asistente sigue mejorando.',
        },
        {
          id: 'transfer',
          question: '¿Mis clientes pueden hablar con una persona de verdad?',
          answer:
            'Sí. Las llamadas que necesitan a una persona se enrutan por departamento, sucursal, idioma o urgencia, con una transferencia acompañada de un breve resumen para que su personal pueda ayudar de inmediato.',
        },
        {
          id: 'languages',
          question: '¿Puede atender en español o en otros idiomas?',
          answer:
            'Sí. El asistente puede ofrecer atención en varios idiomas, por ejemplo, responder las preguntas de los huéspedes en los idiomas que hablan sus clientes, y el enrutamiento puede pasar las llamadas a su personal según el idioma.',
        },
        {
          id: 'missed-calls',
          question: '¿Qué pasa si no alcanzo a contestar una llamada?',
          answer:
            'Con el asistente telefónico con IA, las llamadas se contestan al primer timbre, así que no tiene que preocuparse por llamadas perdidas. Si usted sigue contestando algunas líneas, la automatización de SMS envía un mensaje de texto al instante por cada llamada perdida, para que el cliente no pierda el interés.',
        },
        {
          id: 'own-number',
          question: '¿Puedo quedarme con mi número de teléfono actual?',
          answer:
            'Sí. Durante la configuración conectamos el asistente a su sistema telefónico actual, junto con su CRM y su calendario, para que sus clientes sigan llamando al número que ya conocen.',
        },
        {
          id: 'call-volume',
          question: '¿Puede atender muchas llamadas a la vez?',
          answer:
            'Sí. El asistente contesta cada llamada sin tiempo de espera, así que en las horas pico y en las temporadas altas nadie se queda esperando, y funciona sobre una infraestructura diseñada para un 99.9% de disponibilidad.',
        },
        {
          id: 'recordings',
          question: '¿Recibo las grabaciones y transcripciones de las llamadas?',
          answer:
            'Sí. Cada llamada viene con su grabación, su transcripción y un resumen, y la analítica de voz muestra los motivos de las llamadas, los resultados, el sentimiento y las tendencias de palabras clave en paneles personalizados e informes programados.',
        },
      ],
    },
    {
      id: 'faq-topic-integrations',
      title: 'Integraciones y canales',
      items: [
        {
          id: 'crm',
          question: '¿Se integra con Salesforce, HubSpot o el CRM que ya uso?',
          answer:
            'Sí. Nos conectamos con los sistemas de CRM, calendario, mesa de ayuda y telefonía más populares, para que los contactos, las notas de las llamadas y los clientes potenciales calificados aparezcan donde su equipo ya trabaja. Si usa un sistema especializado o propio, por lo general podemos conectarlo mediante su API o con webhooks. Confirmamos sus integraciones durante la demostración.',
        },
        {
          id: 'channels',
          question: '¿Funciona también con mensajes de texto, chat web y correo electrónico?',
          answer:
            'Sí. La integración multicanal lleva un solo asistente de IA al teléfono, los SMS, el chat web y el correo electrónico, con un historial de conversaciones compartido, respuestas consistentes desde una sola base de conocimiento y reportes unificados de todos los canales.',
        },
        {
          id: 'sms-compliance',
          question: '¿Sus mensajes de texto cumplen con las normas?',
          answer:
            'La automatización de marketing por SMS trae integrados el registro del consentimiento y el manejo automático de “STOP”, así que quien se da de baja deja de recibir mensajes. El manejo del consentimiento y de las bajas forma parte de cada configuración de SMS.',
        },
        {
          id: 'white-label',
          question: '¿Mi agencia puede revenderlo con nuestra propia marca?',
          answer:
            'Sí. Las soluciones de IA de marca blanca permiten que agencias, revendedores y grupos de franquicias ofrezcan atención de llamadas con IA y automatización de SMS con su propio logotipo, sus colores y su dominio, con una consola para varios clientes, reportes por cliente y precios que usted define para sus clientes.',
        },
        {
          id: 'lead-scoring',
          question: '¿Cómo funciona la calificación de clientes potenciales?',
          answer:
            'Su asistente hace las preguntas que haría su mejor vendedor, le da una puntuación a cada cliente potencial según sus criterios, envía alertas en tiempo real de los clientes de alto valor, agenda automáticamente las llamadas de ventas y sincroniza los datos con su CRM.',
        },
      ],
    },
    {
      id: 'faq-topic-industries',
      title: 'Industrias',
      items: [
        {
          id: 'industries',
          question: '¿Con qué industrias trabajan?',
          answer:
            'Tenemos paquetes listos para bienes raíces, salud, comercio electrónico, comercio minorista, automotriz, seguros y hotelería, y también atendemos servicios legales, financieros y profesionales. Más de 500 negocios en más de 12 industrias confían en nosotros.',
        },
        {
          id: 'healthcare',
          question: '¿Sirve para un consultorio médico o dental?',
          answer:
            'Sí. El paquete de salud agenda y reprograma citas, envía recordatorios por texto que reducen las ausencias, hace las preguntas de registro a los pacientes nuevos, responde preguntas sobre horarios, ubicaciones y seguros aceptados, y pasa las llamadas urgentes fuera de horario al personal de guardia.',
        },
        {
          id: 'real-estate',
          question: '¿Cómo ayuda a los agentes de bienes raíces?',
          answer:
            'El paquete de bienes raíces atiende consultas sobre propiedades a toda hora, agenda visitas y eventos de casa abierta, califica a los compradores por presupuesto, zona y plazos, capta vendedores y envía mensajes de seguimiento después de cada visita.',
        },
      ],
    },
    {
      id: 'faq-topic-security',
      title: 'Datos y seguridad',
      items: [
        {
          id: 'data-security',
          question: '¿Los datos de mis clientes están seguros?',
          answer: `Sí. Los datos se cifran en tránsito y en reposo, solo el personal autorizado tiene acceso y nuestros sistemas cuentan con monitoreo 24/7. Guardamos los datos solo el tiempo necesario: las grabaciones de voz durante 90 días y los datos de SMS durante 30 días, a menos que usted nos pida borrarlos antes. Nunca vendemos sus datos. Nuestra Política de privacidad explica los detalles, y puede escribirle a nuestro equipo de privacidad a ${privacyEmail}.`,
        },
        {
          id: 'hipaa',
          question: '¿Cumple con HIPAA para las llamadas de pacientes?',
          answer:
            'Solo se puede recopilar o guardar información de salud protegida por HIPAA a través de nuestros servicios una vez que hayamos firmado con usted un acuerdo de socio comercial (business associate agreement), como indican nuestros Términos de servicio. Pregúntenos al respecto durante su demostración.',
        },
        {
          id: 'data-ownership',
          question: '¿De quién son los datos de las llamadas?',
          answer:
            'Suyos. La información de sus clientes se usa solo para prestarle el servicio a usted, nunca la vendemos y borramos las grabaciones y los mensajes antes de tiempo siempre que nos lo pida.',
        },
      ],
    },
    {
      id: 'faq-topic-company',
      title: `Acerca de ${company}`,
      items: [
        {
          id: 'who-we-are',
          question: `¿Quién es ${company}?`,
          answer: `${company} nació en ${siteConfig.address.locality}, ${siteConfig.address.region} en ${siteConfig.foundedYear} con una idea sencilla: ningún negocio debería perder un cliente porque nadie contestó el teléfono. Creamos asistentes telefónicos con IA, seguimiento por SMS y calificación de clientes potenciales en torno a la forma en que trabaja su negocio.`,
        },
        {
          id: 'support',
          question: '¿Cómo me comunico con su equipo?',
          answer: `Llame al ${mainPhone.display} o escriba a ${salesEmail}, ${SITE_FACTS.businessHours}, o envíe el formulario de solicitud de demostración y le responderemos en menos de ${demoResponseHours} horas.`,
        },
      ],
    },
  ],
};

/** Every question, in page order. */
export const faqItems = faqContent.groups.flatMap((group) => group.items);
