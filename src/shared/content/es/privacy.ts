import { siteConfig } from '../../site-config.ts';
import type { LegalDocument } from '../types.ts';
import { BUSINESS_HOURS, POSTAL_ADDRESS, type LegalTranslationNotice } from './legal-translation.ts';

const company = siteConfig.companyName;
const legalName = siteConfig.legalName;
const privacyEmail = siteConfig.privacyEmail;

/** Shown above the Spanish privacy policy: the English policy at /privacy is the binding one. */
export const privacyTranslationNotice: LegalTranslationNotice = {
  text: 'Esta traducción al español se ofrece únicamente para su comodidad. La versión en inglés de esta Política de privacidad es la que rige: en caso de cualquier conflicto, discrepancia o diferencia de interpretación entre la versión en inglés y esta traducción, prevalecerá la versión en inglés.',
  linkLabel: 'Leer la Política de privacidad en inglés',
  href: '/privacy',
  hrefLang: 'en',
};

/** The privacy policy in Spanish: the same sections, ids, dates and periods as ../privacy.ts. */
export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  effectiveDate: '2024-01-01',
  lastUpdated: '2026-11-28',
  intro: [
    `Esta Política de privacidad explica cómo ${legalName} (“${company}”, “nosotros” o “nuestro”) recopila, usa, comparte y protege la información personal cuando usted visita nuestro sitio web, solicita una demostración, conversa con el asistente de nuestro sitio web o utiliza nuestros servicios de teléfono con IA, SMS, calificación de clientes potenciales, análisis, enrutamiento e integración (en conjunto, los “Servicios”).`,
    'También explica las opciones y los derechos que usted tiene. Nuestros Servicios están diseñados para empresas. Cuando una empresa utiliza nuestros Servicios para contestar sus llamadas o enviar mensajes de texto, procesamos en nombre de esa empresa la información de las personas que la llaman y de sus contactos, como se describe en la sección 1.',
    `Si tiene alguna pregunta, comuníquese con nosotros escribiendo a ${privacyEmail}.`,
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Información que recopilamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recopilamos la información que usted nos proporciona directamente, la información que se recopila automáticamente cuando usa nuestro sitio web o nuestros Servicios, y la información que procesamos en nombre de nuestros clientes empresariales.',
        },
        { kind: 'subheading', text: 'Información que usted nos proporciona' },
        {
          kind: 'list',
          items: [
            'Solicitudes de demostración y consultas: su nombre y apellido, dirección de correo electrónico, número de teléfono, nombre de la empresa, sector y cualquier mensaje que decida incluir.',
            'Información de las cuentas de clientes: nombres, cargos, direcciones de correo electrónico y números de teléfono de las personas a quienes un cliente empresarial autoriza a usar o administrar su cuenta, así como los datos de contacto para facturación.',
            'Información de pago: la dirección de facturación y los datos de pago, que gestiona nuestro procesador de pagos. No almacenamos números de tarjeta completos en nuestros propios sistemas.',
            'Comunicaciones: el contenido de los correos electrónicos, las llamadas telefónicas, las solicitudes de soporte y los demás mensajes que usted nos envíe.',
          ],
        },
        { kind: 'subheading', text: 'Información del asistente de nuestro sitio web' },
        {
          kind: 'list',
          items: [
            'Chat de texto: el chat de nuestro sitio web público responde a partir de nuestras propias páginas, mediante reglas que se ejecutan en su navegador, y la conversación se guarda en su navegador durante su visita. Cuando nuestro chat con IA en vivo está activado, cada mensaje que usted escribe se envía a través de nuestros servidores a nuestro proveedor de IA para que lo responda; conservamos esos mensajes y las respuestas durante un máximo de 25 horas después de su último mensaje, para que, si usted envía una solicitud desde el chat, nuestro equipo pueda ver lo que se dijo, y luego los eliminamos. Una conversación que usted adjunte a una solicitud se conserva junto con esa solicitud.',
            'Preguntas que el chat no pudo responder: cuando ni nuestras páginas ni nuestro chat con IA en vivo pueden responder una pregunta, conservamos el texto de la pregunta para poder agregar la información que buscan los visitantes. Antes de guardarla, eliminamos las direcciones de correo electrónico, los números de teléfono y otros números largos, las direcciones web, las direcciones postales y el nombre con el que usted se presente, y la almacenamos sin nada que lo identifique a usted ni a su visita: sin dirección IP, sin la conversación y sin ningún identificador; solo con el día en que se hizo y la cantidad de veces que se hizo. Eliminamos estas preguntas al cabo de un año.',
            'Conversaciones de voz: si decide hablar con nuestro asistente de IA, su navegador le pedirá permiso para usar el micrófono. Su voz se envía entonces a nuestro proveedor de IA de voz mediante una conexión de audio en tiempo real para que el asistente pueda entenderlo y responderle. La conversación, incluidos el audio, una transcripción y datos técnicos como el identificador de la sesión, la hora de inicio y de finalización y el tipo de dispositivo, puede grabarse y procesarse para operar y mejorar el asistente.',
          ],
        },
        { kind: 'subheading', text: 'Información que se recopila automáticamente' },
        {
          kind: 'list',
          items: [
            'Información del dispositivo y registros: su dirección IP, el tipo y la versión de su navegador, el sistema operativo, las páginas que solicita, la página de referencia y la fecha y la hora de cada solicitud. Nuestros servidores registran esta información por motivos de seguridad, para prevenir abusos (por ejemplo, limitando el envío repetido de formularios) y para mantener el sitio web en funcionamiento.',
            'Informes de errores: si una página o el asistente deja de funcionar correctamente, se envían a nuestro servicio de notificación de errores datos técnicos sobre el error, como el mensaje de error, la página, el tipo de navegador y de dispositivo y el momento en que ocurrió, para que podamos corregirlo.',
            'Cookies y tecnologías similares: consulte la sección 7. Nuestro sitio web público no utiliza cookies publicitarias ni de seguimiento.',
          ],
        },
        { kind: 'subheading', text: 'Estadísticas de visitas' },
        {
          kind: 'paragraph',
          text: 'Para saber qué páginas y qué fuentes generan consultas, nuestro sitio web cuenta las visitas por sí mismo, sin cookies, sin almacenamiento local y sin ningún servicio de análisis de terceros. Esto es lo que contamos y lo que no:',
        },
        {
          kind: 'list',
          items: [
            'Lo que se cuenta: cada página vista; la dirección de la página, sin sus parámetros de consulta; el sitio web que enlazó a ella (solo su nombre de host, como www.google.com); las etiquetas de campaña (parámetros UTM) del enlace por el que usted llegó; y si usted abrió el chat, le hizo una pregunta (y si el chat pudo responderla a partir de nuestras páginas), inició una llamada de voz, comenzó a llenar el formulario de demostración, envió una solicitud o pidió que lo llamáramos.',
            'Cómo se cuenta a un visitante: su dirección IP (en el caso de una dirección IPv6, su parte de red) se combina con un valor aleatorio que cambia cada día, y solo se conserva una huella unidireccional de ambos; el nombre de su navegador no interviene, de modo que todas las personas de una misma red cuentan como un solo visitante ese día. El valor aleatorio se guarda únicamente en la memoria de nuestro servidor, nunca se registra en forma permanente y se reemplaza todos los días a la medianoche (UTC), de modo que nadie, ni siquiera nosotros, puede vincular sus visitas de días distintos ni reconstruir a partir de ella su dirección IP. Su dirección IP no se almacena con las estadísticas.',
            'Lo que no se cuenta: lo que usted escribe en el chat o en los formularios (salvo que envíe una solicitud; vea más arriba), su dirección IP, cualquier dato que identifique su dispositivo de un día a otro o entre sitios web, ni a los visitantes cuyo navegador envía una señal de Global Privacy Control o de Do Not Track: para ellos, nuestro sitio web no envía ninguna estadística. Tampoco se cuentan las páginas que su navegador carga por adelantado pero que usted nunca abre, ni los motores de búsqueda y otros visitantes automatizados.',
            'Cuando usted envía una solicitud, la página en la que comenzó su visita, el nombre de host del sitio web que lo trajo y las etiquetas de campaña se guardan con su solicitud, para que podamos saber qué páginas y qué campañas generan consultas y con qué rapidez devolvimos la llamada.',
          ],
        },
        { kind: 'subheading', text: 'Información que procesamos para nuestros clientes empresariales' },
        {
          kind: 'paragraph',
          text: 'Cuando una empresa utiliza nuestros Servicios, procesamos información sobre las personas que llaman, envían mensajes de texto o se comunican de otra forma con esa empresa (“usuarios finales”). Esto puede incluir números de teléfono y nombres del identificador de llamadas, el audio y las grabaciones de las llamadas, las transcripciones y los resúmenes de las llamadas, el contenido y el estado de entrega de los mensajes de texto, las respuestas a las preguntas de calificación, los datos de las citas y cualquier otra información que un usuario final comparta durante una conversación. También puede incluir registros de contactos y de clientes potenciales que intercambiamos con el CRM o el calendario de la empresa según sus instrucciones.',
        },
        {
          kind: 'paragraph',
          text: 'Procesamos la información de los usuarios finales como proveedor de servicios (también llamado encargado del tratamiento) en virtud de nuestro contrato con el cliente empresarial y únicamente siguiendo sus instrucciones. El cliente empresarial decide qué información se recopila y con qué fin, y se aplica su propio aviso de privacidad. Si usted llamó o envió un mensaje de texto a una empresa que utiliza nuestros Servicios y tiene alguna pregunta sobre su información, comuníquese directamente con esa empresa. Nosotros la ayudaremos a responder a su solicitud.',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'Cómo usamos su información',
      blocks: [
        { kind: 'paragraph', text: 'Usamos la información personal para los siguientes fines:' },
        {
          kind: 'list',
          items: [
            'Para prestar y operar los Servicios, lo que incluye contestar llamadas, enviar y recibir mensajes de texto, calificar clientes potenciales, enrutar llamadas, sincronizar registros con las herramientas conectadas y preparar análisis e informes para nuestros clientes empresariales.',
            `Para responder a solicitudes de demostración y consultas. Cuando usted solicita una demostración, usamos sus datos para comunicarnos con usted, normalmente en un plazo de ${siteConfig.demoResponseHours} horas, y para preparar una demostración personalizada.`,
            'Para crear y administrar las cuentas de los clientes, procesar pagos, brindar soporte y enviar mensajes relacionados con el servicio, como confirmaciones, facturas, alertas de seguridad y avisos de cambios.',
            'Para mantener y mejorar los Servicios, lo que incluye probar nuevas funciones, corregir errores y mejorar la precisión y la calidad de nuestros asistentes de IA.',
            'Para proteger la seguridad y la integridad de nuestro sitio web y de los Servicios, detectar y prevenir el fraude, el spam y el abuso, e investigar posibles infracciones de nuestros Términos de servicio.',
            'Para enviar a los contactos empresariales información sobre nuestros productos, eventos y ofertas. Usted puede darse de baja en cualquier momento, como se describe en la sección 6.',
            'Para cumplir con obligaciones legales, responder a solicitudes legítimas de las autoridades públicas y establecer, ejercer o defender reclamaciones legales.',
          ],
        },
        { kind: 'subheading', text: 'Cómo usamos los datos de las conversaciones de los clientes' },
        {
          kind: 'paragraph',
          text: 'Usamos las llamadas, los mensajes y demás contenido que procesamos para un cliente empresarial únicamente para prestarle los Servicios y darle soporte, para mantener los Servicios seguros y confiables, y según las demás instrucciones del cliente. No usamos ese contenido para entrenar modelos de IA que se ofrezcan a otros clientes, salvo que el cliente lo haya aceptado. Podemos usar información agregada o desidentificada, que no pueda vincularse razonablemente con ninguna persona ni empresa, para medir y mejorar el desempeño de nuestros Servicios.',
        },
        { kind: 'subheading', text: 'Bases legales para los visitantes del Espacio Económico Europeo y del Reino Unido' },
        {
          kind: 'paragraph',
          text: 'Cuando se aplican las leyes de protección de datos del Espacio Económico Europeo o del Reino Unido, nos basamos en las siguientes bases legales: la ejecución de un contrato (para prestar los Servicios que usted o su organización contrataron), nuestros intereses legítimos (por ejemplo, responder a consultas comerciales, proteger nuestros sistemas y mejorar nuestros Servicios, siempre ponderados frente a sus derechos), su consentimiento (cuando se lo pedimos, por ejemplo, para una conversación de voz con nuestro asistente) y el cumplimiento de obligaciones legales.',
        },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'Cómo compartimos la información',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No vendemos información personal ni la compartimos para publicidad conductual de contexto cruzado. Compartimos información personal únicamente como se describe a continuación.',
        },
        {
          kind: 'list',
          items: [
            'Proveedores de servicios: empresas que nos ayudan a operar nuestro negocio y los Servicios, como las de alojamiento en la nube, nuestro proveedor de IA de voz, transporte de audio y video en tiempo real, telecomunicaciones y entrega de mensajes de texto, notificación de errores, envío de correos electrónicos y procesamiento de pagos. Solo pueden usar la información personal para prestarnos sus servicios y deben protegerla. En la sección 8 se describen los principales proveedores que intervienen.',
            'Operadores de telecomunicaciones: para conectar las llamadas y entregar los mensajes de texto, los números de teléfono y el contenido de los mensajes pasan por operadores telefónicos y redes de mensajería, como ocurre con cualquier llamada o mensaje de texto.',
            'Nuestros clientes empresariales: la información que procesamos en nombre de una empresa, como las llamadas y los mensajes de las personas que se comunican con ella, se pone a disposición de esa empresa y de las personas que ella autorice.',
            'Integraciones que usted indique: cuando un cliente empresarial conecta los Servicios a un CRM, un calendario, un sistema de atención al cliente u otra herramienta, enviamos información a esa herramienta según lo que el cliente haya configurado. Se aplican los términos y la política de privacidad del proveedor de esa herramienta.',
            'Requisitos legales y seguridad: cuando creemos de buena fe que la divulgación es exigida por la ley, por una citación judicial (subpoena) o por una orden judicial, o que es necesaria para proteger los derechos, los bienes o la seguridad de nuestros clientes, de las personas que los llaman, del público o de nosotros mismos.',
            'Transferencias de negocio: en relación con una fusión, adquisición, financiamiento, reorganización o venta de la totalidad o de una parte de nuestro negocio, sujeto a obligaciones de confidencialidad. Avisaremos a los clientes afectados si su información pasa a estar sujeta a una política de privacidad diferente.',
            'Con consentimiento: en cualquier otro caso en que usted o el cliente empresarial correspondiente nos haya pedido que compartamos la información o lo haya aceptado.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'También podemos compartir información agregada o desidentificada que no identifique a ninguna persona ni empresa, por ejemplo, para describir el desempeño general de nuestros Servicios.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Seguridad de los datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Aplicamos medidas de protección administrativas, técnicas y físicas diseñadas para proteger la información personal contra la pérdida, el robo, el uso indebido y el acceso, la divulgación, la alteración o la destrucción no autorizados. Estas medidas son adecuadas a la sensibilidad de la información e incluyen:',
        },
        {
          kind: 'list',
          items: [
            'Cifrado de los datos en tránsito mediante TLS y cifrado de los datos almacenados (en reposo).',
            'Controles que limitan el acceso a la información personal al personal autorizado que la necesita para su trabajo, con autenticación multifactor para acceder a los sistemas de producción.',
            'Monitoreo de nuestros sistemas 24/7, con registros y alertas ante cualquier actividad inusual.',
            'Revisiones de seguridad y privacidad de los proveedores de servicios que manejan información personal por cuenta nuestra, y contratos por escrito que los obligan a protegerla.',
            'Obligaciones de confidencialidad y capacitación periódica en seguridad para nuestro personal.',
            'Copias de seguridad, procedimientos de recuperación probados y un plan documentado de respuesta a incidentes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ningún método de transmisión por internet ni de almacenamiento electrónico es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Si tomamos conocimiento de un incidente de seguridad que afecte su información personal, se lo notificaremos a usted y, cuando corresponda, a las autoridades competentes, de conformidad con la ley aplicable, incluida la Ley de Protección de la Información de Florida (Florida Information Protection Act).',
        },
        {
          kind: 'paragraph',
          text: 'Los clientes empresariales son responsables de mantener la confidencialidad de las credenciales de su cuenta, de administrar quién tiene acceso dentro de su organización y de avisarnos de inmediato ante cualquier sospecha de uso no autorizado de su cuenta.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Conservación de los datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Conservamos la información personal solo durante el tiempo que la necesitamos para los fines descritos en esta política, salvo que la ley exija o permita un plazo más largo. Nuestros plazos de conservación habituales son los siguientes:',
        },
        {
          kind: 'list',
          items: [
            'Datos de cuentas: la información sobre las cuentas de los clientes empresariales, los contratos, la facturación y las comunicaciones relacionadas se conserva durante la vigencia del contrato y 7 años más, para que podamos cumplir con nuestras obligaciones tributarias, contables y legales y resolver controversias.',
            'Grabaciones de voz: las grabaciones de las llamadas y de las sesiones de voz, incluidas las transcripciones que se hacen a partir de ellas, se conservan durante 90 días a partir de la fecha de la llamada y luego se eliminan, salvo que el cliente empresarial las elimine antes.',
            'Datos de SMS: el contenido de los mensajes de texto y los registros de entrega correspondientes se conservan durante 30 días a partir de la fecha del mensaje y luego se eliminan, salvo que el cliente empresarial los elimine antes. Se conserva un registro de las solicitudes de baja (respuestas STOP) durante el tiempo necesario para respetarlas.',
            'Solicitudes de demostración y consultas: se conservan durante el tiempo necesario para responderle y dar seguimiento a su interés. Si usted se convierte en cliente, pasan a formar parte de los datos de su cuenta.',
            'Registros del servidor e informes de errores: se conservan durante un período limitado por motivos de seguridad, resolución de problemas y prevención de abusos, y luego se eliminan.',
            'Estadísticas de visitas: las páginas vistas y las acciones individuales se conservan durante 90 días y luego se eliminan; después de ese plazo solo se conservan los totales diarios (como las visitas por página y por fuente), que no pueden vincularse con nadie.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Los clientes empresariales pueden exportar sus datos durante la vigencia de su contrato, y la información que un cliente haya copiado a su propio CRM o a otras herramientas se conserva según las reglas de conservación de ese cliente.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando termina un plazo de conservación, eliminamos la información o la anonimizamos para que ya no pueda vincularse con usted. Las copias que existan en los respaldos se sobrescriben en el ciclo normal de copias de seguridad. Podemos conservar la información por más tiempo cuando la ley nos obligue a hacerlo, por ejemplo, ante una orden de conservación por litigio o una solicitud legítima de una autoridad pública.',
        },
      ],
    },
    {
      id: 'your-rights-and-choices',
      title: 'Sus derechos y opciones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Según el lugar donde viva, usted puede tener algunos o todos los derechos siguientes con respecto a su información personal. Atendemos estas solicitudes de cualquier contacto empresarial, sin importar dónde viva, en la medida en que razonablemente podamos.',
        },
        {
          kind: 'list',
          items: [
            'Acceso: pedirnos que confirmemos si procesamos su información personal y que le entreguemos una copia.',
            'Rectificación: pedirnos que corrijamos la información personal que sea inexacta o esté incompleta.',
            `Eliminación (supresión): pedirnos que eliminemos su información personal escribiendo a ${privacyEmail}. La eliminaremos, salvo que necesitemos conservarla por un motivo que permita la ley, como completar una transacción, cumplir una obligación legal o resolver una controversia, y si ese es el caso se lo informaremos.`,
            'Portabilidad: solicitar una copia de la información personal que usted nos proporcionó en un formato estructurado y de uso común.',
            'Oposición y limitación: oponerse a ciertos usos de su información personal o pedirnos que los limitemos, cuando la ley le otorgue este derecho.',
            'Correos electrónicos de marketing: darse de baja en cualquier momento haciendo clic en el enlace para cancelar la suscripción que aparece en cualquier correo de marketing, o comunicándose con nosotros. Seguiremos enviándole mensajes sobre su cuenta o sobre los Servicios.',
            'Mensajes de texto: dejar de recibir mensajes SMS en cualquier momento respondiendo STOP a cualquier mensaje. Responda HELP para obtener ayuda. Después de responder STOP, recibirá un único mensaje que confirma su baja y ningún otro mensaje de ese número, salvo que vuelva a suscribirse.',
            'Retiro del consentimiento: cuando nos basemos en su consentimiento, usted puede retirarlo en cualquier momento. Esto no afecta el procesamiento que se haya realizado antes de que lo retirara.',
          ],
        },
        { kind: 'subheading', text: 'Cómo presentar una solicitud' },
        {
          kind: 'paragraph',
          text: `Para ejercer cualquiera de estos derechos, escriba a ${privacyEmail} o llámenos al ${siteConfig.mainPhone.display}. Antes de atender su solicitud, tendremos que verificar su identidad, por lo general confirmando información que ya tenemos sobre usted. Usted puede designar a un agente autorizado para que presente una solicitud en su nombre, y podemos pedir pruebas de que el agente está autorizado. Responderemos dentro del plazo que exija la ley aplicable, normalmente en un plazo de 45 días, y no lo discriminaremos por ejercer sus derechos.`,
        },
        { kind: 'subheading', text: 'Mensajes de texto y consentimiento conforme a la TCPA' },
        {
          kind: 'paragraph',
          text: 'Los mensajes de texto que se envían a través de nuestros Servicios en nombre de una empresa solo se envían cuando esa empresa ha confirmado que obtuvo el consentimiento exigido por la Ley de Protección al Consumidor Telefónico (Telephone Consumer Protection Act, TCPA) y demás leyes aplicables. El consentimiento para recibir mensajes de texto de marketing nunca es una condición para realizar una compra. La frecuencia de los mensajes varía, y pueden aplicarse cargos por mensajes y datos. Las solicitudes de baja se procesan automáticamente y se transmiten a la empresa que envió el mensaje.',
        },
        { kind: 'subheading', text: 'Información que procesamos para empresas' },
        {
          kind: 'paragraph',
          text: 'Si su información se recopiló cuando usted llamó o envió un mensaje de texto a uno de nuestros clientes empresariales, esa empresa es quien la controla. Envíe su solicitud a esa empresa. Si se comunica con nosotros, remitiremos su solicitud a la empresa y la ayudaremos a responder.',
        },
      ],
    },
    {
      id: 'cookies-and-similar-technologies',
      title: 'Cookies y tecnologías similares',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Entre las tecnologías similares se encuentran el almacenamiento local y otras funciones parecidas del navegador.',
        },
        {
          kind: 'paragraph',
          text: 'Nuestro sitio web público no utiliza cookies publicitarias ni de seguimiento. No utilizamos redes publicitarias de terceros, píxeles de seguimiento de redes sociales ni tecnologías de seguimiento entre sitios, y no creamos perfiles publicitarios de nuestros visitantes.',
        },
        {
          kind: 'paragraph',
          text: 'Los visitantes no necesitan una cuenta para usar nuestro sitio web. Solo utilizamos cookies estrictamente necesarias, y únicamente para los miembros de nuestro propio personal que inician sesión para usar herramientas internas. Estas cookies mantienen la sesión de esos miembros del personal de forma segura, están marcadas como seguras, los scripts de la página no pueden leerlas y vencen al final de la sesión o al cabo de un período corto. Como son estrictamente necesarias para un servicio que el propio miembro del personal ha solicitado, no requieren consentimiento.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando usted inicia una conversación de voz con nuestro asistente, su navegador se conecta directamente con nuestros proveedores de IA de voz y de transporte de audio. Estos proveedores pueden usar funciones del navegador técnicamente necesarias para establecer y mantener la conexión mientras dure la conversación.',
        },
        {
          kind: 'paragraph',
          text: 'Nuestras estadísticas de visitas no usan cookies ni almacenamiento en el navegador (vea la sección 1, “Estadísticas de visitas”). Cuando su navegador envía una señal de Global Privacy Control o de Do Not Track, nuestro sitio web no envía ninguna estadística de visitas sobre usted. Cuando la ley lo exige, también tratamos una señal de Global Privacy Control como una solicitud válida para excluirse de la venta o del intercambio de información personal, algo que de todos modos no hacemos. También puede bloquear o eliminar las cookies en la configuración de su navegador; sin ellas, el inicio de sesión del personal no funcionará.',
        },
      ],
    },
    {
      id: 'third-party-services',
      title: 'Servicios de terceros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recurrimos a proveedores externos cuidadosamente seleccionados para prestar partes de nuestro sitio web y de nuestros Servicios. Cada proveedor recibe solo la información que necesita para prestar su servicio, la procesa en virtud de un contrato escrito con nosotros y debe protegerla. Los principales proveedores que pueden manejar información personal son los siguientes:',
        },
        {
          kind: 'list',
          items: [
            'Proveedor de IA de voz: hace funcionar nuestros asistentes de voz con IA, incluidos el reconocimiento de voz, la generación de respuestas y la síntesis de voz. Procesa el audio de las llamadas y de las sesiones de voz, las transcripciones y los datos técnicos relacionados.',
            'Proveedor de transporte de video y voz: transmite en tiempo real el audio de las conversaciones de voz entre su navegador y nuestro proveedor de IA de voz. Procesa la transmisión de audio y los datos de la conexión, como la dirección IP y la información del dispositivo.',
            'Servicio de notificación de errores: recibe datos técnicos cuando algo falla en nuestro sitio web o en el asistente, para que podamos encontrar y corregir el problema. Procesa mensajes de error, datos del navegador y del dispositivo, direcciones de páginas y la dirección IP.',
            'Proveedor de envío de correos electrónicos: envía nuestros correos electrónicos, como las confirmaciones de solicitudes de demostración, los avisos a nuestro equipo sobre nuevas solicitudes, los mensajes sobre las cuentas y las facturas. Procesa nombres, direcciones de correo electrónico y el contenido de los mensajes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'También utilizamos proveedores de alojamiento en la nube y de bases de datos, operadores de telecomunicaciones y agregadores de mensajes de texto, y un procesador de pagos, como se describe en la sección 3. Cuando un cliente empresarial conecta los Servicios a su propio CRM, calendario u otra herramienta, el proveedor de esa herramienta procesa la información conforme a sus propios términos y a su propia política de privacidad.',
        },
        {
          kind: 'paragraph',
          text: `Para solicitar una lista actualizada de los proveedores que procesan información personal en nuestro nombre, escriba a ${privacyEmail}.`,
        },
        {
          kind: 'paragraph',
          text: 'Nuestro sitio web puede contener enlaces a otros sitios web, como artículos de prensa sobre nosotros. No somos responsables de las prácticas de privacidad de esos sitios web y le recomendamos leer sus políticas de privacidad.',
        },
      ],
    },
    {
      id: 'international-data-transfers',
      title: 'Transferencias internacionales de datos',
      blocks: [
        {
          kind: 'paragraph',
          text: `${company} tiene su sede en los Estados Unidos, y almacenamos y procesamos la información personal principalmente en los Estados Unidos. Algunos de nuestros proveedores de servicios pueden procesar información en otros países.`,
        },
        {
          kind: 'paragraph',
          text: 'Si usted accede a nuestro sitio web o a nuestros Servicios desde fuera de los Estados Unidos, su información se transferirá, almacenará y procesará en los Estados Unidos, donde las leyes de protección de datos pueden ser distintas de las de su país.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando transferimos información personal desde el Espacio Económico Europeo, el Reino Unido o Suiza, utilizamos garantías adecuadas, como las Cláusulas Contractuales Tipo aprobadas por la Comisión Europea y los mecanismos de transferencia equivalentes del Reino Unido y de Suiza, o nos basamos en otro fundamento legal para la transferencia. Puede solicitar más información sobre estas garantías comunicándose con nosotros.',
        },
        {
          kind: 'paragraph',
          text: 'Los clientes empresariales que necesiten un acuerdo de procesamiento de datos que incluya cláusulas sobre transferencias internacionales pueden solicitárnoslo.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      title: 'Privacidad de los menores',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestro sitio web y nuestros Servicios están dirigidos a empresas y a personas adultas que actúan en su nombre. No están dirigidos a menores de 18 años, y no recopilamos a sabiendas información personal de menores de 18 años.',
        },
        {
          kind: 'paragraph',
          text: `Si nos enteramos de que hemos recopilado información personal de un menor de 18 años sin el consentimiento correspondiente, la eliminaremos de inmediato. Si usted cree que un menor nos ha proporcionado información personal, comuníquese con nosotros escribiendo a ${privacyEmail}.`,
        },
        {
          kind: 'paragraph',
          text: 'Los clientes empresariales no pueden usar los Servicios para dirigirse a menores ni para recopilar a sabiendas información personal de menores, y siguen siendo responsables de cumplir las leyes que protegen la privacidad de los menores cuando estos se comunican con su negocio.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Cambios a esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar esta Política de privacidad periódicamente para reflejar cambios en nuestros Servicios, en nuestras prácticas o en la ley. Cuando lo hagamos, publicaremos la política actualizada en esta página y cambiaremos la fecha de “Última actualización” que aparece al principio.',
        },
        {
          kind: 'paragraph',
          text: 'Si hacemos cambios importantes, avisaremos antes de que entren en vigor, por ejemplo, publicando un aviso en nuestro sitio web o enviando un correo electrónico a los contactos de las cuentas de los clientes empresariales.',
        },
        {
          kind: 'paragraph',
          text: 'Si usted sigue usando nuestro sitio web o nuestros Servicios después de que una política actualizada entre en vigor, esa política actualizada se le aplicará. Le recomendamos revisar esta política de vez en cuando. Las versiones anteriores están disponibles a pedido.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Cómo comunicarse con nosotros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si tiene preguntas sobre esta Política de privacidad o sobre cómo manejamos la información personal, o si desea ejercer sus derechos, comuníquese con nosotros:',
        },
        {
          kind: 'list',
          items: [
            `Correo electrónico: ${privacyEmail}`,
            `Correo postal: ${legalName}, Atención: Privacidad, ${POSTAL_ADDRESS}`,
            `Teléfono: ${siteConfig.mainPhone.display} (${BUSINESS_HOURS})`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le responderemos lo antes posible. Si no queda satisfecho con nuestra respuesta, es posible que tenga derecho a presentar una queja ante la autoridad de protección de datos del lugar donde vive.',
        },
      ],
    },
  ],
};
