import { siteConfig } from '../../site-config.ts';
import type { LegalDocument } from '../types.ts';
import { BUSINESS_HOURS, POSTAL_ADDRESS, type LegalTranslationNotice } from './legal-translation.ts';
import { PRICES } from './pricing.ts';

const company = siteConfig.companyName;
const legalName = siteConfig.legalName;
const legalEmail = siteConfig.legalEmail;
const { address } = siteConfig;
const seat = `${address.locality}, ${address.region}`;

/** Shown above the Spanish terms: the English terms at /terms are the binding ones. */
export const termsTranslationNotice: LegalTranslationNotice = {
  text: 'Esta traducción al español se ofrece únicamente para su comodidad. La versión en inglés de estos Términos de servicio es la que rige: en caso de cualquier conflicto, discrepancia o diferencia de interpretación entre la versión en inglés y esta traducción, prevalecerá la versión en inglés.',
  linkLabel: 'Leer los Términos de servicio en inglés',
  href: '/terms',
  hrefLang: 'en',
};

/** The terms of service in Spanish: the same sections, ids, dates, periods and fees as ../terms.ts. */
export const termsOfService: LegalDocument = {
  title: 'Términos de servicio',
  effectiveDate: '2024-01-01',
  lastUpdated: '2024-01-01',
  intro: [
    `Estos Términos de servicio (los “Términos”) constituyen un acuerdo entre ${legalName} (“${company}”, “nosotros” o “nuestro”) y usted. Rigen el uso que usted haga de nuestro sitio web y de nuestros asistentes telefónicos con IA, automatización de SMS, calificación de clientes potenciales, análisis, enrutamiento, integración, soluciones de marca blanca y servicios relacionados (en conjunto, los “Servicios”).`,
    'Léalos con atención. La sección 15 exige que la mayoría de las controversias se resuelvan mediante arbitraje individual vinculante y no ante los tribunales, y limita las demandas colectivas.',
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Aceptación de los Términos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Al usar nuestro sitio web, solicitar una demostración, firmar un formulario de pedido o usar los Servicios, usted acepta estos Términos. Si no está de acuerdo con ellos, no utilice el sitio web ni los Servicios.',
        },
        {
          kind: 'paragraph',
          text: 'Si usted acepta estos Términos en nombre de una empresa u otra organización, confirma que tiene facultades para obligarla, y los términos “usted” y “Cliente” se refieren a esa organización. Los Servicios están destinados a un uso comercial. Para usarlos, debe tener al menos 18 años.',
        },
        {
          kind: 'paragraph',
          text: 'Su suscripción a los Servicios se describe en un formulario de pedido, una declaración de trabajo o una propuesta que usted acepte (un “Formulario de Pedido”). El Formulario de Pedido, estos Términos y cualquier acuerdo de procesamiento de datos que firmemos con usted constituyen el acuerdo completo entre nosotros con respecto a los Servicios y sustituyen cualquier conversación anterior. Si un Formulario de Pedido contradice estos Términos, el Formulario de Pedido prevalece en lo que respecta a esa suscripción.',
        },
        {
          kind: 'paragraph',
          text: 'Podemos actualizar estos Términos periódicamente. Publicaremos los Términos actualizados en esta página y cambiaremos la fecha de “Última actualización”. Si un cambio es importante, se lo notificaremos a los clientes con al menos 30 días de anticipación por correo electrónico o a través de los Servicios antes de que entre en vigor. Si sigue usando los Servicios después de la fecha de entrada en vigor, se entenderá que acepta los Términos actualizados.',
        },
      ],
    },
    {
      id: 'description-of-services',
      title: 'Descripción de los Servicios',
      blocks: [
        { kind: 'paragraph', text: `${company} ofrece automatización con IA para las comunicaciones de las empresas, lo que incluye:` },
        {
          kind: 'list',
          items: [
            'Asistentes telefónicos con IA que contestan las llamadas entrantes, responden preguntas frecuentes, agendan citas y transfieren llamadas a su personal.',
            'Seguimiento por SMS y automatización de marketing, incluidas conversaciones de texto bidireccionales, recordatorios y campañas.',
            'Calificación y puntuación de clientes potenciales, y su asignación a su equipo.',
            'Análisis de voz, transcripciones y resúmenes de llamadas, e informes de desempeño.',
            'Enrutamiento inteligente de llamadas, integración con CRM e integración multicanal por teléfono, mensajes de texto, chat web y correo electrónico.',
            'Soluciones de IA de marca blanca y paquetes especializados por sector.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Los Servicios, las funciones, los niveles de uso y el trabajo de implementación exactos que usted recibe se establecen en su Formulario de Pedido. Podemos mejorar, actualizar o cambiar las funciones de los Servicios periódicamente, siempre que no reduzcamos de manera sustancial la funcionalidad esencial de los Servicios que usted haya pagado durante el plazo vigente de su suscripción.',
        },
        {
          kind: 'paragraph',
          text: 'Los Servicios utilizan inteligencia artificial. Los asistentes de IA pueden entender mal a quienes llaman o dar respuestas incompletas o incorrectas. Usted es responsable de revisar los guiones, las respuestas y las reglas configuradas para su asistente, y de decidir qué conversaciones deben atender personas. Los Servicios no son un servicio de emergencia, no pueden comunicarse con el 911 ni con otros servicios de emergencia, y no deben utilizarse como fuente de asesoramiento en emergencias ni de asesoramiento médico, legal o financiero.',
        },
        {
          kind: 'paragraph',
          text: 'El asistente de chat y de voz de nuestro sitio web público se ofrece únicamente con fines informativos y de demostración. La información de nuestro sitio web, incluidos los resultados y las estadísticas, describe resultados típicos y no constituye una promesa de ningún resultado en particular para su negocio.',
        },
      ],
    },
    {
      id: 'accounts-and-registration',
      title: 'Cuentas y registro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No necesita una cuenta para navegar por nuestro sitio web. El acceso a los Servicios se ofrece mediante cuentas de cliente que configuramos para usted cuando firma un Formulario de Pedido.',
        },
        {
          kind: 'list',
          items: [
            'Debe proporcionarnos información exacta, completa y actualizada sobre su empresa y sus usuarios autorizados, y mantenerla al día.',
            'Usted decide quién dentro de su organización puede usar los Servicios (los “Usuarios Autorizados”). Usted es responsable de las acciones de esas personas y de asegurarse de que cumplan estos Términos.',
            'Debe mantener la confidencialidad de los datos de inicio de sesión y de las claves de API, no debe compartir una misma cuenta entre varias personas y debe usar la autenticación multifactor cuando la ofrezcamos.',
            'Debe avisarnos de inmediato si sospecha de cualquier acceso o uso no autorizado de su cuenta.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos suspender el acceso a una cuenta si tenemos motivos razonables para creer que su seguridad se ha visto comprometida, y trabajaremos con usted para restablecer el acceso de forma segura.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Uso aceptable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Solo puede usar los Servicios con fines comerciales lícitos. Usted no debe hacer nada de lo siguiente, ni permitir que otra persona lo haga:',
        },
        {
          kind: 'list',
          items: [
            'Hacer llamadas o enviar mensajes de texto a personas que no hayan dado el consentimiento que exige la ley, o a números que figuren en una lista de no llamar sin una excepción legal válida.',
            'Enviar spam, mensajes de phishing o contenido falso, que induzca a error, engañoso, difamatorio, acosador, de odio, obsceno o amenazante.',
            'Falsificar u ocultar la información del identificador de llamadas, o usar los Servicios para hacerse pasar por otra persona o empresa.',
            'Usar los Servicios de un modo que haga creer a quienes llaman que hablan con una persona cuando la ley exige informarles que están hablando con un sistema automatizado.',
            'Recopilar o procesar a través de los Servicios números de tarjetas de pago, números de identificación oficial, información de salud u otra información sensible, salvo que lo hayamos acordado por escrito y con las medidas de protección adecuadas.',
            'Usar los Servicios para dirigirse a menores o para tomar decisiones sobre si una persona reúne los requisitos para obtener crédito, empleo, vivienda o seguros sin la revisión y los avisos que exige la ley.',
            'Copiar, modificar, aplicar ingeniería inversa, descompilar o intentar extraer el código fuente o los modelos de los Servicios, salvo cuando la ley lo permita expresamente.',
            'Revender, sublicenciar o proporcionar los Servicios a terceros, salvo en la medida en que lo permita un acuerdo de marca blanca o de socio celebrado con nosotros.',
            'Cargar código malicioso, sondear o poner a prueba la vulnerabilidad de nuestros sistemas sin autorización, sobrecargar nuestra infraestructura o interferir en el uso que otros clientes hacen de los Servicios.',
            'Extraer datos de nuestro sitio web de forma automatizada (scraping) o usar los Servicios para desarrollar un producto que compita con ellos.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos investigar posibles infracciones y suspender los Servicios, números o campañas afectados, con aviso previo cuando sea factible, si tenemos motivos razonables para creer que se está cometiendo una infracción o que su uso nos expone a nosotros, a nuestros operadores o a terceros a riesgos legales o daños. Restableceremos los Servicios una vez resuelto el problema.',
        },
      ],
    },
    {
      id: 'customer-responsibilities-and-compliance',
      title: 'Responsabilidades del Cliente y cumplimiento normativo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted decide a quién llama y a quién envía mensajes de texto su asistente, qué dice y qué información recopila. Usted es responsable de asegurarse de que su uso de los Servicios cumpla con todas las leyes que se le apliquen a usted y a las personas con quienes se comunica.',
        },
        { kind: 'subheading', text: 'Llamadas y mensajes de texto' },
        {
          kind: 'list',
          items: [
            'Debe cumplir con la Ley de Protección al Consumidor Telefónico (Telephone Consumer Protection Act, TCPA), la Regla de Ventas de Telemercadeo (Telemarketing Sales Rule), la Ley de Solicitudes Telefónicas de Florida (Florida Telephone Solicitation Act) y otras leyes estatales similares, así como con las reglas de los operadores de telefonía móvil y las pautas del sector de la mensajería.',
            'Antes de usar los Servicios para enviar mensajes de texto de marketing o para hacer llamadas que utilicen tecnología automatizada o una voz artificial o pregrabada, debe obtener el consentimiento previo, expreso y por escrito de cada destinatario cuando la ley lo exija, y conservar un registro de ese consentimiento.',
            'Debe atender de inmediato las solicitudes de baja. Los Servicios procesan automáticamente las respuestas STOP, y usted no debe comunicarse con una persona que se haya dado de baja, salvo que esta vuelva a dar su consentimiento.',
            'Cuando sea obligatorio, debe verificar los números en el Registro Nacional No Llame (National Do Not Call Registry) y en su propia lista interna de no llamar, y respetar los horarios en que la ley permite llamar.',
            'Debe completar los registros de la empresa y de las campañas que exigen los operadores para la mensajería de texto comercial, con nuestra ayuda cuando sea necesario.',
          ],
        },
        { kind: 'subheading', text: 'Grabación de llamadas y aviso sobre el uso de IA' },
        {
          kind: 'paragraph',
          text: 'Muchos estados, entre ellos Florida, exigen el consentimiento de todas las personas que participan en una llamada antes de grabarla. Usted es responsable de cumplir con todas las leyes sobre grabación de llamadas e intervención de comunicaciones que se apliquen a sus llamadas, y de asegurarse de que quienes llaman escuchen cualquier aviso que exija la ley, por ejemplo, que la llamada puede ser grabada o que están hablando con un asistente de IA. Podemos configurar el saludo de su asistente para que incluya estos avisos, y usted no debe eliminarlos ni modificarlos de manera que sus llamadas dejen de cumplir la ley.',
        },
        { kind: 'subheading', text: 'Otras obligaciones' },
        {
          kind: 'list',
          items: [
            'Debe entregar a las personas con quienes se comunica los avisos de privacidad que exija la ley, incluido el aviso de que su información es procesada por proveedores de servicios como nosotros.',
            'No debe usar los Servicios para recopilar ni almacenar información de salud protegida según la Ley de Portabilidad y Responsabilidad de Seguros Médicos (Health Insurance Portability and Accountability Act, HIPAA), salvo que hayamos firmado con usted un acuerdo de asociado comercial (business associate agreement).',
            'Usted es responsable de la exactitud de la información comercial, los guiones, los precios y las políticas que nos proporcione para configurar su asistente.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos proporcionarle plantillas, configuraciones predeterminadas y orientación general sobre el cumplimiento normativo. Esa orientación no constituye asesoramiento legal, y usted debe consultar a su propio abogado sobre sus obligaciones.',
        },
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Tarifas y pagos',
      blocks: [
        { kind: 'paragraph', text: 'Usted se compromete a pagar las tarifas que se establecen en su Formulario de Pedido. Nuestros precios estándar tienen dos partes:' },
        {
          kind: 'list',
          items: [
            `Tarifa de instalación e implementación: un pago único, normalmente ${PRICES.setupRangeBetween} según el alcance de su proyecto, que cubre el análisis inicial, el diseño, la configuración, la integración, las pruebas y la capacitación. Se factura cuando usted firma su Formulario de Pedido.`,
            `Plan de servicio mensual: una tarifa recurrente desde ${PRICES.monthlyFrom} al mes, según el plan, los volúmenes de llamadas y mensajes y las funciones que usted elija. Se factura mensualmente por adelantado.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Su Formulario de Pedido también puede incluir el uso que supere los volúmenes incluidos en su plan, números de teléfono, cargos de operadores y de registro, o servicios adicionales, que se facturan según lo indicado en el Formulario de Pedido.',
        },
        {
          kind: 'list',
          items: [
            'Condiciones de pago: salvo que su Formulario de Pedido indique otra cosa, las facturas vencen a los 30 días de su fecha de emisión. Si paga con tarjeta o mediante débito bancario, nos autoriza a cobrar todas las tarifas, a su vencimiento, al método de pago que tenga registrado.',
            'Impuestos: las tarifas no incluyen los impuestos sobre las ventas, sobre el uso, al valor agregado ni otros impuestos similares, que usted es responsable de pagar, con excepción de los impuestos sobre nuestros ingresos.',
            'Pagos atrasados: los montos vencidos pueden generar intereses del 1.5% mensual o de la tasa más alta que permita la ley, la que sea menor. Si un monto no disputado tiene más de 15 días de atraso, podemos suspender los Servicios después de enviarle un aviso por escrito.',
            'Disputas sobre facturas: si cree que una factura tiene un error, avísenos por escrito dentro de los 30 días siguientes a la fecha de la factura, y trabajaremos con usted de buena fe para resolverlo. Debe pagar a tiempo cualquier parte que no esté en disputa.',
            'Reembolsos: las tarifas no son reembolsables, salvo en los casos previstos expresamente en estos Términos o en su Formulario de Pedido. Una vez iniciado el trabajo de implementación, la tarifa de instalación no es reembolsable.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos cambiar nuestros precios. Le enviaremos un aviso por escrito con al menos 30 días de anticipación antes de que cualquier cambio de precio entre en vigor para su suscripción, y el nuevo precio se aplicará a partir de su siguiente período de facturación una vez vencido el plazo del aviso. Si no está de acuerdo con el cambio, puede cancelar antes de que entre en vigor, como se describe en la sección 13.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Propiedad intelectual',
      blocks: [
        {
          kind: 'paragraph',
          text: `${company} y sus licenciantes son titulares de todos los derechos sobre los Servicios, el sitio web, nuestro software, nuestros modelos y configuraciones de IA, plantillas, documentación y formatos de informes, así como sobre todas sus mejoras. Salvo los derechos limitados que se otorgan en estos Términos, no se le transfiere ningún derecho.`,
        },
        {
          kind: 'paragraph',
          text: 'Sujeto a estos Términos y al pago de las tarifas, le otorgamos un derecho no exclusivo e intransferible, durante el plazo de su suscripción, para que sus Usuarios Autorizados utilicen los Servicios para los fines internos de su negocio y, si usted tiene un acuerdo de marca blanca, para ponerlos a disposición de sus clientes en la medida en que ese acuerdo lo permita.',
        },
        {
          kind: 'paragraph',
          text: 'Usted es titular de los nombres comerciales, logotipos y marcas de su empresa, y del contenido que nos proporcione, como sus guiones, respuestas y materiales de su base de conocimientos. Usted nos otorga un derecho limitado a usarlos para prestarle los Servicios, lo que incluye presentar su marca en los Servicios de marca blanca. Podemos mencionar el nombre y el logotipo de su empresa entre nuestros clientes, salvo que usted nos pida que no lo hagamos.',
        },
        {
          kind: 'paragraph',
          text: 'Si nos envía sugerencias o comentarios sobre los Servicios, podemos usarlos libremente sin tener ninguna obligación con usted.',
        },
        {
          kind: 'paragraph',
          text: `${company} y nuestros logotipos son marcas comerciales nuestras. No puede usarlos sin nuestro permiso por escrito, salvo para referirse con exactitud a los Servicios.`,
        },
      ],
    },
    {
      id: 'customer-data',
      title: 'Datos del Cliente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los “Datos del Cliente” son la información que usted o las personas que se comunican con su negocio envían a los Servicios, incluidos el audio y las grabaciones de las llamadas, las transcripciones, los mensajes de texto, los datos de contacto y la información sobre clientes potenciales. En lo que respecta a la relación entre usted y nosotros, usted es el titular de los Datos del Cliente.',
        },
        {
          kind: 'paragraph',
          text: 'Usted nos otorga el derecho a alojar, copiar, procesar, transmitir y mostrar los Datos del Cliente únicamente en la medida necesaria para prestarle los Servicios, protegerlos, darle soporte y mejorarlos para usted, y según sus instrucciones. Procesamos los Datos del Cliente como su proveedor de servicios, de conformidad con nuestra Política de privacidad y con cualquier acuerdo de procesamiento de datos entre nosotros. No vendemos los Datos del Cliente ni los usamos para entrenar modelos de IA que se ofrezcan a otros clientes sin su consentimiento.',
        },
        { kind: 'paragraph', text: 'Conservamos los Datos del Cliente durante los siguientes plazos, salvo que usted los elimine antes o que acordemos otra cosa por escrito:' },
        {
          kind: 'list',
          items: [
            'Grabaciones de voz y sus transcripciones: 90 días a partir de la fecha de la llamada.',
            'Datos de SMS, incluidos el contenido de los mensajes y los registros de entrega: 30 días a partir de la fecha del mensaje.',
            'Datos de la cuenta, incluidos los contratos, los registros de facturación y las comunicaciones sobre la cuenta: durante la vigencia de nuestro contrato y 7 años más.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Usted puede exportar los Datos del Cliente, o hacer que se envíen a su CRM o a otras herramientas, durante su suscripción. Es su responsabilidad conservar copias de los Datos del Cliente que necesite por más tiempo que estos plazos.',
        },
        {
          kind: 'paragraph',
          text: 'Protegemos los Datos del Cliente con medidas de protección administrativas, técnicas y físicas razonables, como el cifrado en tránsito y en reposo, los controles de acceso y el monitoreo 24/7. Le notificaremos sin demoras indebidas si tomamos conocimiento de un incidente de seguridad que afecte sus Datos del Cliente. Podemos crear datos agregados o desidentificados que no lo identifiquen a usted ni a ninguna persona, y usarlos para operar y mejorar nuestros Servicios.',
        },
      ],
    },
    {
      id: 'service-availability',
      title: 'Disponibilidad del servicio',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestro objetivo es que los Servicios estén disponibles el 99.9% del tiempo en cada mes calendario, medido en toda nuestra plataforma, y monitoreamos nuestros sistemas 24/7.',
        },
        { kind: 'paragraph', text: 'No se consideran períodos de falta de disponibilidad los siguientes:' },
        {
          kind: 'list',
          items: [
            'El mantenimiento programado. Avisamos con al menos 48 horas de anticipación sobre el mantenimiento programado que pueda afectar los Servicios y, cuando es posible, lo planificamos fuera del horario laboral habitual (hora del Este).',
            'El mantenimiento de emergencia necesario para corregir un problema de seguridad o evitar daños, que avisamos con la mayor anticipación posible.',
            'Las interrupciones o demoras de operadores telefónicos, redes de mensajería, proveedores de internet u otras redes de terceros que escapan a nuestro control.',
            'Los problemas causados por sus equipos, su sistema telefónico, su software o sus integraciones, o por un uso de los Servicios que infrinja estos Términos.',
            'Los hechos descritos en la sección 14 (Fuerza mayor).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si su Formulario de Pedido incluye un acuerdo de nivel de servicio o una garantía de rendimiento, en él se establecen las compensaciones que corresponden si no lo cumplimos, como los créditos de servicio, y esas compensaciones son el único recurso del que usted dispone ante la falta de disponibilidad. De lo contrario, la cifra del 99.9% es un objetivo y no una garantía.',
        },
        {
          kind: 'paragraph',
          text: 'Le recomendamos tener una forma alternativa de recibir llamadas, como el desvío al personal o al buzón de voz, por si los Servicios no estuvieran disponibles.',
        },
      ],
    },
    {
      id: 'warranties-and-disclaimers',
      title: 'Garantías y exenciones de responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cada una de las partes confirma que tiene capacidad legal para celebrar estos Términos. Garantizamos que los Servicios funcionarán sustancialmente como se describe en nuestra documentación y en su Formulario de Pedido, y que realizaremos el trabajo de implementación de manera profesional y competente.',
        },
        {
          kind: 'paragraph',
          text: 'Si los Servicios no cumplen esta garantía, avísenos por escrito y haremos esfuerzos razonables para corregir el problema. Si no podemos hacerlo en un plazo razonable, cualquiera de las partes podrá dar por terminados los Servicios afectados y le reembolsaremos las tarifas pagadas por adelantado que correspondan al período posterior a la terminación. Este es su único recurso por el incumplimiento de esta garantía.',
        },
        {
          kind: 'paragraph',
          text: 'SALVO LO QUE SE ESTABLECE EXPRESAMENTE EN ESTOS TÉRMINOS, EL SITIO WEB Y LOS SERVICIOS SE PROPORCIONAN “TAL CUAL” Y “SEGÚN DISPONIBILIDAD”. EN LA MEDIDA MÁXIMA PERMITIDA POR LA LEY, RECHAZAMOS TODAS LAS DEMÁS GARANTÍAS, YA SEAN EXPRESAS, IMPLÍCITAS O LEGALES, INCLUIDAS LAS GARANTÍAS DE COMERCIABILIDAD, DE IDONEIDAD PARA UN FIN DETERMINADO, DE TITULARIDAD Y DE NO INFRACCIÓN.',
        },
        {
          kind: 'paragraph',
          text: 'No garantizamos que los Servicios funcionen sin interrupciones ni errores, que las respuestas generadas por la IA sean siempre exactas o completas, ni que usted obtenga un resultado comercial en particular. Las cifras de nuestro sitio web, como las tasas de respuesta de llamadas, los aumentos en la conversión y el ahorro de costos, describen resultados obtenidos por nuestros clientes y no garantizan los resultados que usted obtendrá. No somos responsables de las redes, los operadores ni las herramientas de terceros que usted conecte a los Servicios.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitación de responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'EN LA MEDIDA MÁXIMA PERMITIDA POR LA LEY, NINGUNA DE LAS PARTES SERÁ RESPONSABLE ANTE LA OTRA POR DAÑOS INDIRECTOS, INCIDENTALES, ESPECIALES, CONSECUENTES, EJEMPLARES O PUNITIVOS, NI POR LA PÉRDIDA DE GANANCIAS, INGRESOS, NEGOCIOS, FONDO DE COMERCIO O DATOS, AUN CUANDO SE LE HAYA ADVERTIDO DE LA POSIBILIDAD DE TALES DAÑOS.',
        },
        {
          kind: 'paragraph',
          text: 'EN LA MEDIDA MÁXIMA PERMITIDA POR LA LEY, LA RESPONSABILIDAD TOTAL DE CADA PARTE POR TODAS LAS RECLAMACIONES QUE SURJAN DE ESTOS TÉRMINOS O DE LOS SERVICIOS, O QUE ESTÉN RELACIONADAS CON ELLOS, NO EXCEDERÁ EL TOTAL DE LAS TARIFAS QUE USTED NOS HAYA PAGADO POR LOS SERVICIOS EN LOS 12 MESES ANTERIORES AL HECHO QUE DIO ORIGEN A LA RECLAMACIÓN.',
        },
        {
          kind: 'paragraph',
          text: 'Estos límites no se aplican a su obligación de pagar las tarifas, a las obligaciones de indemnización de cualquiera de las partes conforme a la sección 12, a la responsabilidad por negligencia grave, fraude o conducta dolosa, ni a ninguna responsabilidad que la ley no permita limitar.',
        },
        {
          kind: 'paragraph',
          text: 'Las tarifas reflejan esta distribución de riesgos, y estos límites se aplican aun cuando un recurso limitado no cumpla su propósito esencial.',
        },
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnización',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted nos defenderá a nosotros, a nuestras afiliadas y a los directivos, empleados y agentes de ambos frente a cualquier reclamación de terceros, y pagará los daños, multas, acuerdos transaccionales y honorarios legales razonables que resulten, en la medida en que la reclamación se derive de:',
        },
        {
          kind: 'list',
          items: [
            'Sus llamadas, mensajes de texto o campañas, incluida cualquier reclamación de que infringieron la TCPA, las normas sobre listas de no llamar, las leyes sobre grabación de llamadas o intervención de comunicaciones, u otras leyes similares.',
            'Los Datos del Cliente u otro contenido que usted proporcione, incluida una reclamación de que usted no contaba con los derechos o consentimientos necesarios para que nosotros los procesáramos.',
            'Su incumplimiento de la sección 4 (Uso aceptable) o de la sección 5 (Responsabilidades del Cliente y cumplimiento normativo).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lo defenderemos a usted frente a cualquier reclamación de terceros que alegue que los Servicios, tal como los proporcionamos, infringen una patente, un derecho de autor o una marca registrada de ese tercero en los Estados Unidos, o que se apropian indebidamente de su secreto comercial, y pagaremos los daños, acuerdos transaccionales y honorarios legales razonables que resulten. Si se presenta una reclamación de ese tipo o parece probable que se presente, podremos modificar los Servicios para que dejen de infringir derechos, obtener una licencia para que usted pueda seguir usándolos o, si ninguna de las dos opciones es razonablemente posible, dar por terminados los Servicios afectados y reembolsarle las tarifas pagadas por adelantado que correspondan al período posterior a la terminación. No tenemos ninguna obligación respecto de las reclamaciones causadas por su contenido, por sus modificaciones o por la combinación de los Servicios con productos que no hayamos proporcionado nosotros.',
        },
        {
          kind: 'paragraph',
          text: 'La parte que solicita la protección debe notificar de inmediato a la otra sobre la reclamación, permitirle dirigir la defensa y la negociación de cualquier acuerdo, y prestarle una colaboración razonable. No podrá celebrarse ningún acuerdo que implique admitir culpa o que imponga obligaciones a la parte protegida sin el consentimiento de esta, el cual no podrá negarse sin un motivo razonable.',
        },
      ],
    },
    {
      id: 'term-and-termination',
      title: 'Vigencia y terminación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estos Términos se aplican desde el día en que usted usa por primera vez el sitio web o los Servicios hasta que hayan finalizado todos los Formularios de Pedido. Cada suscripción tiene la duración indicada en su Formulario de Pedido. Salvo que el Formulario de Pedido indique otra cosa, los planes de servicio mensuales se renuevan automáticamente cada mes hasta que cualquiera de las partes los cancele mediante un aviso por escrito enviado con al menos 30 días de anticipación a la siguiente fecha de renovación.',
        },
        { kind: 'subheading', text: 'Terminación por causa justificada' },
        {
          kind: 'list',
          items: [
            'Cualquiera de las partes puede dar por terminado un Formulario de Pedido si la otra incumple de manera sustancial estos Términos y no subsana el incumplimiento dentro de los 30 días siguientes a la recepción de un aviso por escrito que lo describa.',
            'Cualquiera de las partes puede dar por terminada la relación de inmediato mediante aviso por escrito si la otra se declara insolvente, realiza una cesión en beneficio de sus acreedores o queda sujeta a un procedimiento de quiebra que no se desestime en un plazo de 60 días.',
            'Podemos dar por terminada la relación de inmediato mediante aviso por escrito si su uso de los Servicios infringe la ley o la sección 4 de un modo que nos exponga a nosotros, a nuestros operadores o a terceros a riesgos legales o daños graves.',
          ],
        },
        { kind: 'subheading', text: 'Efectos de la terminación' },
        {
          kind: 'list',
          items: [
            'Su derecho a usar los Servicios termina, y usted debe pagar todas las tarifas adeudadas hasta la fecha de terminación.',
            'Durante los 30 días posteriores a la terminación, usted puede exportar los Datos del Cliente que sigan dentro de su plazo de conservación. Después de ese plazo, eliminaremos los Datos del Cliente conforme a la sección 8 y a nuestra Política de privacidad, excepto los datos de la cuenta que debamos conservar por motivos legales.',
            'Si usted pone fin a la relación debido a un incumplimiento nuestro que no hayamos subsanado, le reembolsaremos las tarifas pagadas por adelantado que correspondan al período posterior a la terminación.',
            'Las secciones que por su naturaleza deban seguir vigentes, incluidas las relativas a las tarifas adeudadas, la propiedad intelectual, los datos del cliente, las exenciones de responsabilidad, la limitación de responsabilidad, la indemnización y la ley aplicable, seguirán vigentes después de la terminación.',
          ],
        },
      ],
    },
    {
      id: 'force-majeure',
      title: 'Fuerza mayor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ninguna de las partes es responsable por demoras o incumplimientos causados por hechos que escapen a su control razonable, como huracanes, inundaciones y otros desastres naturales, incendios, epidemias, guerras, terrorismo, disturbios civiles, conflictos laborales que no involucren a sus propios empleados, actos de gobierno, fallas de los servicios públicos o de la red eléctrica, interrupciones de internet o de las telecomunicaciones, e interrupciones de proveedores externos de servicios en la nube, de telefonía o de IA.',
        },
        {
          kind: 'paragraph',
          text: 'La parte afectada debe avisar de inmediato a la otra parte, hacer esfuerzos razonables para reducir el impacto y reanudar el cumplimiento de sus obligaciones lo antes posible. Esta sección no exime de la obligación de pagar las tarifas de los Servicios ya prestados.',
        },
        {
          kind: 'paragraph',
          text: 'Si un hecho de fuerza mayor impide la prestación de los Servicios durante más de 30 días consecutivos, cualquiera de las partes podrá dar por terminado el Formulario de Pedido afectado mediante aviso por escrito, y le reembolsaremos las tarifas pagadas por adelantado que correspondan al período posterior a la terminación.',
        },
      ],
    },
    {
      id: 'governing-law-and-dispute-resolution',
      title: 'Ley aplicable y resolución de controversias',
      blocks: [
        {
          kind: 'paragraph',
          text: `Estos Términos y cualquier controversia que surja de ellos o de los Servicios, o que esté relacionada con ellos, se rigen por las leyes del Estado de ${address.region} y por la legislación federal aplicable de los Estados Unidos, sin tener en cuenta las normas sobre conflicto de leyes.`,
        },
        { kind: 'subheading', text: 'Resolución informal' },
        {
          kind: 'paragraph',
          text: `Antes de iniciar un arbitraje, la parte que tenga una controversia debe enviar una descripción por escrito de esta a la otra parte (en nuestro caso, a ${legalEmail}). Ambas partes intentaremos de buena fe resolverla en un plazo de 30 días.`,
        },
        { kind: 'subheading', text: 'Arbitraje vinculante' },
        {
          kind: 'paragraph',
          text: `Si la controversia no se resuelve, se dirimirá mediante arbitraje vinculante administrado por la Asociación Americana de Arbitraje (American Arbitration Association) conforme a su Reglamento de Arbitraje Comercial, ante un árbitro único. El arbitraje se llevará a cabo en ${seat} y, si ambas partes están de acuerdo, podrá realizarse por videoconferencia. La decisión del árbitro será definitiva, y cualquier tribunal competente podrá dictar sentencia con base en ella.`,
        },
        {
          kind: 'paragraph',
          text: 'Las controversias se resolverán únicamente de forma individual. Ninguna de las partes podrá presentar una reclamación como demandante o como miembro de un grupo en una demanda colectiva, conjunta o representativa, y el árbitro no podrá acumular reclamaciones de más de un cliente.',
        },
        {
          kind: 'paragraph',
          text: `Cualquiera de las partes podrá solicitar a un tribunal una medida cautelar u otra medida urgente para proteger su propiedad intelectual o su información confidencial, o presentar una reclamación individual ante un tribunal de reclamos menores. Para esos asuntos, y para ejecutar un laudo arbitral, las partes se someten a la jurisdicción de los tribunales estatales y federales con competencia en ${seat}.`,
        },
        { kind: 'subheading', text: 'Disposiciones generales' },
        {
          kind: 'paragraph',
          text: 'Si alguna parte de estos Términos se considera inaplicable, el resto seguirá vigente. No ejercer un derecho no implica renunciar a él. Usted no puede ceder estos Términos sin nuestro consentimiento por escrito, salvo a un sucesor de su negocio que los asuma; nosotros podemos cederlos a una afiliada o a un sucesor. Nada de lo dispuesto en estos Términos crea una sociedad, una empresa conjunta ni una relación laboral.',
        },
      ],
    },
    {
      id: 'contact-information',
      title: 'Información de contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si tiene preguntas sobre estos Términos o necesita enviarnos una notificación legal, comuníquese con nosotros:',
        },
        {
          kind: 'list',
          items: [
            `Correo electrónico: ${legalEmail}`,
            `Correo postal: ${legalName}, Atención: Departamento Legal, ${POSTAL_ADDRESS}`,
            `Teléfono: ${siteConfig.mainPhone.display} (${BUSINESS_HOURS})`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Las notificaciones legales dirigidas a nosotros deben enviarse por escrito, por correo electrónico a ${legalEmail}, con una copia por correo postal a la dirección indicada arriba. Le enviaremos las notificaciones a la dirección de correo electrónico que figure en su cuenta o en su Formulario de Pedido.`,
        },
      ],
    },
  ],
};
