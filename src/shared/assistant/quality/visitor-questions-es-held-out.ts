/**
 * Spanish visitor questions, HELD-OUT set (issue 27, point 6). NEVER READ THIS FILE WHILE TUNING THE ASSISTANT: it
 * measures how the engine answers Spanish questions it was not fitted to, and it stops doing so once anyone tuning the
 * engine has seen it. Do not print its questions in failures or logs either; score it, look only at the totals.
 *
 * Written on 2026-11-27, blind: from the site's content alone (src/shared/content/*.ts, site-config.ts and the ids the
 * pages render), without reading the chat engine, its tuning code, the bench script or the other question files, and
 * before the engine was run on any of them. Written after its tuning twin, visitor-questions-es-tuning.ts, on purpose
 * with other phrasings, other trades and other facts where the site has them; no question is in both
 * (visitor-questions-es.test.ts checks it).
 *
 * They are written as Spanish-speaking small-business owners in South Florida type in a chat: informal, mostly without
 * accents or "¿", with typos, Spanglish, trade words and tú and usted mixed. Every expectation was set from what the
 * English pages say: `source` lists each English section that genuinely answers (the bench maps it to the same anchor
 * on the /es/ page), `intent` where a fixed reply is right, `limits` where nothing on the site answers. As in the English
 * sets, only press questions expect a news page.
 */
import type { VisitorExpectation, VisitorKind, VisitorQuestion } from './visitor-question.ts';

const q = (kind: VisitorKind, question: string, expect: VisitorExpectation): VisitorQuestion => ({ kind, question, expect });
const at = (...source: string[]): VisitorExpectation => ({ source });
const limits: VisitorExpectation = { limits: true };

const PRICING: VisitorExpectation = { intent: 'pricing', source: ['/solutions#faq-cost', '/solutions#investment-title', '/#contact'] };
const SETUP_FEE: VisitorExpectation = { intent: 'pricing', source: ['/solutions#faq-cost', '/solutions#investment-title', '/#contact', '/terms#fees-and-payment'] };
const SERVICES: VisitorExpectation = { intent: 'services', source: ['/#solutions'] };
const DEMO: VisitorExpectation = { intent: 'demo', source: ['/solutions#faq-free-demo', '/#contact'] };
const CONTACT: VisitorExpectation = { intent: 'contact', source: ['/solutions#faq-support', '/#contact'] };
const GREETING: VisitorExpectation = { intent: 'greeting' };
const THANKS: VisitorExpectation = { intent: 'thanks' };

export const VISITOR_QUESTIONS_ES_HELD_OUT: readonly VisitorQuestion[] = [
  // fragment
  q('fragment', 'bilingue?', at('/solutions#faq-languages')),
  q('fragment', 'cuanto el mes', PRICING),
  q('fragment', 'setup fee?', SETUP_FEE),
  q('fragment', '24/7?', at('/solutions#faq-after-hours', '/#why-title', '/solutions#ai-phone-assistant', '/#solutions')),
  q('fragment', 'fines de semana tmb?', at('/solutions#faq-after-hours', '/#why-title')),
  q('fragment', 'citas en mi calendario', at('/solutions#faq-appointments', '/solutions#ai-phone-assistant', '/#solutions')),
  q('fragment', 'reembolso?', at('/terms#fees-and-payment')),
  q('fragment', 'cancelar cuando quiera?', at('/terms#term-and-termination')),
  q('fragment', 'revender como agencia', at('/solutions#white-label-ai-solutions', '/solutions#faq-white-label')),
  q('fragment', 'encriptado?', at('/solutions#faq-data-security', '/privacy#data-security', '/terms#customer-data')),
  q('fragment', 'demo', DEMO),
  q('fragment', 'email pa contactarlos', CONTACT),
  q('fragment', 'paquete bienes raices?', at('/solutions#real-estate-package', '/solutions#faq-real-estate', '/#industries')),
  q('fragment', 'lead scoring', at('/solutions#faq-lead-scoring', '/solutions#lead-qualification-system', '/#solutions')),
  q('fragment', 'dashboard?', at('/solutions#voice-analytics-insights', '/solutions#faq-whats-included', '/#solutions')),
  q('fragment', 'uptime', at('/#about', '/solutions#faq-call-volume', '/terms#service-availability', '/#why-title')),
  q('fragment', 'fundada cuando', at('/#about', '/solutions#faq-who-we-are')),
  q('fragment', 'cookies?', at('/privacy#cookies-and-similar-technologies')),
  q('fragment', 'textos de confirmacion', at('/solutions#sms-marketing-automation', '/solutions#faq-appointments', '/#solutions')),

  // misspelled
  q('misspelled', 'cuanto cuezta la instalacion', SETUP_FEE),
  q('misspelled', 'tienen integrasion con salesfors', at('/solutions#faq-crm')),
  q('misspelled', 'el robot agenda citaz en el calendario?', at('/solutions#faq-appointments', '/solutions#ai-phone-assistant', '/#solutions')),
  q('misspelled', 'ke pasa si el sistema se cae', at('/terms#service-availability')),
  q('misspelled', 'puede ablar en ingles y espanol', at('/solutions#faq-languages')),
  q('misspelled', 'como se consela el plan mensual', at('/terms#term-and-termination')),
  q('misspelled', 'tienen pakete pa hoteles', at('/solutions#hospitality-package')),
  q('misspelled', 'me gustaria una demo gratiz', DEMO),
  q('misspelled', 'donde queda su ofisina', at('/solutions#faq-who-we-are', '/#about', '/privacy#contact-us', '/terms#contact-information')),
  q('misspelled', 'guardan las grabasiones de las yamadas?', at('/solutions#faq-recordings', '/privacy#data-retention', '/terms#customer-data')),
  q('misspelled', 'el bot puede transferir la yamada a mi selular', at('/solutions#faq-transfer', '/solutions#faq-cannot-answer')),
  q('misspelled', 'se pude usar pa mandar mensages masivos', at('/solutions#sms-marketing-automation')),
  q('misspelled', 'cual es el orario de atencion', CONTACT),
  q('misspelled', 'tienen algo pa agentes de aseguransa', at('/solutions#insurance-package')),
  q('misspelled', 'contesta al primer rin de verdad?', at('/solutions#ai-phone-assistant', '/solutions#faq-missed-calls', '/#solutions')),
  q('misspelled', 'que inclulle el plan mensual', at('/solutions#faq-whats-included', '/solutions#investment-title')),
  q('misspelled', 'que tan rapido lo instalann', at('/solutions#faq-setup-time')),
  q('misspelled', 'los mensajes de testo cumplen con la ley?', at('/solutions#faq-sms-compliance', '/terms#customer-responsibilities-and-compliance', '/privacy#your-rights-and-choices')),
  q('misspelled', 'ustedes benden los datos de mis clientes?', at('/privacy#how-we-share-information', '/solutions#faq-data-security', '/solutions#faq-data-ownership', '/terms#customer-data')),

  // multi-part
  q('multi-part', 'cuanto sale el plan mensual? hay que pagar algo al inicio?', SETUP_FEE),
  q('multi-part', 'funciona con mi numero actual y con mi calendario?', at('/solutions#faq-own-number', '/solutions#faq-crm', '/solutions#faq-appointments')),
  q('multi-part', 'se puede probar primero? cuanto tardan en contactarme?', { intent: 'demo', source: ['/solutions#faq-free-demo', '/solutions#faq-contract', '/#contact'] }),
  q('multi-part', 'atiende en español e ingles, y graba las llamadas?', at('/solutions#faq-languages', '/solutions#faq-recordings', '/solutions#ai-phone-assistant')),
  q('multi-part', 'si el cliente pide hablar con alguien lo pasa? y si nadie contesta en la oficina?', at('/solutions#faq-transfer', '/solutions#faq-cannot-answer')),
  q('multi-part', 'cuanto tiempo guardan grabaciones y textos? los puedo borrar antes?', at('/privacy#data-retention', '/terms#customer-data', '/solutions#faq-data-security', '/privacy#your-rights-and-choices')),
  q('multi-part', 'trabajan con clinicas? y es hipaa?', at('/solutions#faq-healthcare', '/solutions#faq-hipaa', '/solutions#healthcare-package')),
  q('multi-part', 'la factura es mensual? se puede pagar con tarjeta?', at('/terms#fees-and-payment')),
  q('multi-part', 'que pasa con mis datos si cancelo? me los dan?', at('/terms#term-and-termination', '/terms#customer-data')),
  q('multi-part', 'tiene chat para la web? responde emails tambien? y textos?', at('/solutions#faq-channels', '/solutions#multi-channel-integration')),
  q('multi-part', 'cuantas llamadas aguanta a la vez y se cae seguido?', at('/solutions#faq-call-volume', '/terms#service-availability')),
  q('multi-part', 'la demo cuesta algo? despues me mandan cotizacion por escrito?', { intent: 'demo', source: ['/solutions#faq-free-demo', '/solutions#faq-cost', '/solutions#faq-contract'] }),
  q('multi-part', 'ustedes quienes son y que hacen?', { intent: 'services', source: ['/solutions#faq-who-we-are', '/#about', '/#solutions'] }),
  q('multi-part', 'hay reportes mensuales? puedo buscar palabras en las transcripciones?', at('/solutions#voice-analytics-insights', '/solutions#faq-recordings', '/solutions#faq-whats-included')),
  q('multi-part', 'califica los leads y me los sube al crm?', at('/solutions#lead-qualification-system', '/solutions#faq-lead-scoring', '/solutions#faq-crm')),
  q('multi-part', 'cuanto cuesta, y me amarran con contrato largo?', { intent: 'pricing', source: ['/solutions#faq-cost', '/solutions#investment-title', '/terms#term-and-termination', '/solutions#faq-contract'] }),
  q('multi-part', 'el soporte va incluido? y si despues quiero cambiar lo que dice el bot?', at('/solutions#faq-whats-included', '/solutions#investment-title')),
  q('multi-part', 'manda recordatorios? y si el paciente contesta el texto para cambiar la cita?', at('/solutions#sms-marketing-automation', '/solutions#faq-appointments')),
  q('multi-part', 'si hay pleito es arbitraje o corte? en que ciudad?', at('/terms#governing-law-and-dispute-resolution')),

  // industry
  q('industry', 'tengo una barberia en Westchester, la gente llama pa sacar turno', at('/solutions#faq-appointments', '/solutions#ai-phone-assistant')),
  q('industry', 'oficina de abogados de familia, quiero que el bot haga el intake de casos', at('/#industries', '/solutions#faq-industries', '/solutions#lead-qualification-system')),
  q('industry', 'clinica de fisioterapia, necesito recordatorios pa que los pacientes no falten', at('/solutions#healthcare-package', '/solutions#sms-marketing-automation', '/solutions#faq-healthcare', '/solutions#faq-appointments')),
  q('industry', 'soy corredora de bienes raices, quiero que el bot me agende los showings', at('/solutions#real-estate-package', '/solutions#faq-real-estate', '/#industries')),
  q('industry', 'concesionario, quiero separar las llamadas de ventas y de servicio', at('/solutions#automotive-package', '/#solutions')),
  q('industry', 'hotel boutique en Key West, piden reservas a medianoche', at('/solutions#hospitality-package', '/solutions#faq-after-hours')),
  q('industry', 'agencia de seguros de autos, el bot toma los reportes de accidentes?', at('/solutions#insurance-package')),
  q('industry', 'vendo ropa online y tengo muchas devoluciones y cambios', at('/solutions#ecommerce-package', '/#industries')),
  q('industry', 'supermercado latino con 2 locales, llaman a preguntar si hay tal producto', at('/solutions#retail-package')),
  q('industry', 'plomeria con 4 camiones, como mando las emergencias al tecnico de guardia', at('/solutions#faq-after-hours', '/solutions#faq-transfer', '/#solutions')),
  q('industry', 'consultorio de pediatria, los padres llaman de noche asustados', at('/solutions#healthcare-package', '/solutions#faq-healthcare', '/solutions#faq-after-hours')),
  q('industry', 'asesor financiero, quiero que el bot me cuadre reuniones con prospectos', at('/#industries', '/solutions#lead-qualification-system')),
  q('industry', 'spa de masajes, casi todas las reservas son por telefono', at('/solutions#faq-appointments', '/solutions#ai-phone-assistant')),
  q('industry', 'compañia de mudanzas, nos llaman todo el dia pidiendo presupuesto', at('/solutions#ai-phone-assistant', '/solutions#lead-qualification-system', '/solutions#faq-call-volume')),
  q('industry', 'tengo 6 franquicias de comida rapida, hay reportes por local?', at('/solutions#retail-package', '/#solutions')),
  q('industry', 'oficina de CPA, tambien quiero darle seguimiento a facturas sin pagar', at('/#industries')),
  q('industry', 'empresa de limpieza, que el bot califique a los clientes por zona', at('/solutions#lead-qualification-system', '/solutions#faq-lead-scoring')),
  q('industry', 'clinica dental donde muchos pacientes solo hablan español', at('/solutions#faq-languages', '/solutions#faq-healthcare', '/solutions#healthcare-package')),
  q('industry', 'somos un MSP y queremos revender esto con nuestro logo', at('/solutions#white-label-ai-solutions', '/solutions#faq-white-label')),
  q('industry', 'optometrista, preguntan mucho que seguros aceptamos', at('/solutions#healthcare-package', '/solutions#faq-healthcare', '/#industries')),

  // visitor-vocabulary
  q('visitor-vocabulary', 'una operadora automatica que suene como gente', at('/solutions#faq-sounds-human', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'un robot que conteste el telefono del negocio', at('/solutions#ai-phone-assistant', '/#solutions')),
  q('visitor-vocabulary', 'no quiero que mis clientes caigan en el buzon de voz', at('/solutions#faq-missed-calls', '/solutions#ai-phone-assistant', '/solutions#faq-after-hours')),
  q('visitor-vocabulary', 'una asistente que me lleve la agenda', at('/solutions#faq-appointments', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'lo de dejar a la gente en espera con musiquita se acaba?', at('/solutions#faq-call-volume', '/solutions#faq-sounds-human', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'que le conteste los mensajitos a la gente solito', at('/solutions#sms-marketing-automation', '/solutions#faq-channels')),
  q('visitor-vocabulary', 'algo que le caiga atras a los clientes que no cerraron', at('/solutions#sms-marketing-automation', '/solutions#lead-qualification-system')),
  q('visitor-vocabulary', 'me pasa la llamada pero con un resumen antes?', at('/solutions#faq-transfer', '/solutions#ai-phone-assistant', '/#solutions')),
  q('visitor-vocabulary', 'quiero ver por escrito lo que se hablo en cada llamada', at('/solutions#faq-recordings', '/solutions#voice-analytics-insights', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'saber si el cliente colgo molesto', at('/solutions#voice-analytics-insights', '/solutions#faq-recordings')),
  q('visitor-vocabulary', 'un numero que nunca de ocupado', at('/solutions#faq-call-volume')),
  q('visitor-vocabulary', 'quiero cambiar el servicio de contestacion que tengo ahora', at('/solutions#ai-phone-assistant', '/solutions#faq-small-business', '/solutions#faq-after-hours')),
  q('visitor-vocabulary', 'recuperar los carritos abandonados de la tienda', at('/solutions#ecommerce-package', '/#industries')),
  q('visitor-vocabulary', 'que me diga cuales clientes estan listos pa comprar', at('/solutions#lead-qualification-system', '/solutions#faq-lead-scoring', '/#solutions')),
  q('visitor-vocabulary', 'una plataforma con mi marca pa venderle a mis clientes', at('/solutions#white-label-ai-solutions', '/solutions#faq-white-label')),
  q('visitor-vocabulary', 'que se sincronice con mi base de datos de clientes', at('/solutions#faq-crm', '/#solutions')),
  q('visitor-vocabulary', 'que la IA le hable bonito a la gente, no como maquina', at('/solutions#faq-sounds-human', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'alguien que me cubra el telefono cuando me voy de vacaciones', at('/solutions#faq-after-hours', '/solutions#ai-phone-assistant')),
  q('visitor-vocabulary', 'mandar un texto despues de cada estadia pidiendo una reseña', at('/solutions#hospitality-package', '/solutions#sms-marketing-automation')),
  q('visitor-vocabulary', 'textear automatico a los que llenan el formulario de mi web', at('/solutions#sms-marketing-automation', '/#solutions')),

  // legal-privacy
  q('legal-privacy', 'los audios de las llamadas cuantos dias los tienen', at('/privacy#data-retention', '/terms#customer-data', '/solutions#faq-data-security')),
  q('legal-privacy', 'los datos de la cuenta y las facturas cuanto tiempo los guardan', at('/privacy#data-retention', '/terms#customer-data')),
  q('legal-privacy', 'como pido una copia de mi informacion personal', at('/privacy#your-rights-and-choices')),
  q('legal-privacy', 'si respondo STOP ya no me llegan mas textos?', at('/privacy#your-rights-and-choices', '/solutions#faq-sms-compliance')),
  q('legal-privacy', 'a cuantos dias se paga la factura', at('/terms#fees-and-payment')),
  q('legal-privacy', 'el precio incluye el sales tax?', at('/terms#fees-and-payment')),
  q('legal-privacy', 'si no estoy de acuerdo con una factura que hago', at('/terms#fees-and-payment')),
  q('legal-privacy', 'si me arrepiento me devuelven el setup?', at('/terms#fees-and-payment')),
  q('legal-privacy', 'el plan se renueva solo cada mes?', at('/terms#term-and-termination')),
  q('legal-privacy', 'se puede hacer una demanda colectiva contra ustedes?', at('/terms#governing-law-and-dispute-resolution')),
  q('legal-privacy', 'el 99.9% esta garantizado en el contrato?', at('/terms#service-availability', '/terms#warranties-and-disclaimers')),
  q('legal-privacy', 'si el bot le dice algo mal a un cliente mio, ustedes responden?', at('/terms#warranties-and-disclaimers', '/terms#description-of-services', '/terms#limitation-of-liability')),
  q('legal-privacy', 'la IA tiene que decir que es una IA al contestar?', at('/terms#customer-responsibilities-and-compliance', '/terms#acceptable-use')),
  q('legal-privacy', 'puedo usarlo pa llamar a gente que esta en el do not call?', at('/terms#acceptable-use', '/terms#customer-responsibilities-and-compliance')),
  q('legal-privacy', 'le entregan mis datos a la policia si se los piden?', at('/privacy#how-we-share-information')),
  q('legal-privacy', 'si venden la empresa que pasa con mi informacion', at('/privacy#how-we-share-information')),
  q('legal-privacy', 'tienen DPA con clausulas contractuales para clientes de Europa?', at('/privacy#international-data-transfers')),
  q('legal-privacy', 'las estadisticas de visitas de la pagina me rastrean?', at('/privacy#information-we-collect', '/privacy#cookies-and-similar-technologies', '/privacy#data-retention')),
  q('legal-privacy', 'respetan el Global Privacy Control del navegador?', at('/privacy#cookies-and-similar-technologies', '/privacy#information-we-collect')),
  q('legal-privacy', 'correo del departamento legal', at('/terms#contact-information', '/terms#governing-law-and-dispute-resolution')),
  q('legal-privacy', 'cuanto tiempo guardan las preguntas que el chat no supo contestar', at('/privacy#information-we-collect')),

  // investor
  q('investor', 'cuanto facturaron en 2023', at('/investors#metrics-title')),
  q('investor', 'cuantos clientes de negocio tienen', at('/investors#metrics-title')),
  q('investor', 'cuanto vale el mercado de IA para atencion al cliente', at('/investors#market-title')),
  q('investor', 'CAGR?', at('/investors#market-title')),
  q('investor', 'highlights de inversion', at('/investors#highlights-title')),
  q('investor', 'quiero descargar el financial summary', at('/investors#documents-title')),
  q('investor', 'documentos para el due diligence', at('/investors#documents-title')),
  q('investor', 'contacto de investor relations', at('/investors#investor-contact-title')),
  q('investor', 'quiero mandarle un mensaje a los de inversiones', at('/investors#investor-contact-title')),
  q('investor', 'como hacen dinero ustedes', at('/investors#highlights-title', '/solutions#investment-title')),
  q('investor', 'en cuantas industrias tienen clientes, pa mi analisis', at('/investors#metrics-title')),
  q('investor', 'los clientes se quedan o se van rapido? churn?', at('/investors#metrics-title', '/investors#highlights-title')),
  q('investor', 'cual es su ventaja frente a la competencia', at('/investors#highlights-title', '/investors#market-title', '/investors#documents-title')),
  q('investor', 'cuantos clientes nuevos sumaron de 2022 a 2023', at('/investors#metrics-title')),
  q('investor', 'por que es el momento de la IA de voz', at('/investors#market-title')),
  q('investor', 'los margenes mejoran a medida que crecen?', at('/investors#highlights-title')),
  q('investor', 'pitch deck', at('/investors#documents-title')),
  q('investor', 'cuando termina su año fiscal', at('/investors#metrics-title')),
  q('investor', 'el informe anual 2023 dice algo de los planes para 2024?', at('/investors#documents-title')),

  // press
  q('press', 'sala de prensa', at('/news#coverage-title', '/news#press-title', '/news#media-title')),
  q('press', 'contacto para medios de comunicacion', at('/news#media-title')),
  q('press', 'alguien escribio de ustedes en enero de 2024?', at('/news#coverage-title')),
  q('press', 'ultimos anuncios de la empresa', at('/news#press-title')),
  q('press', 'trabajo en telemundo y quiero hacer una nota sobre ustedes', at('/news#media-title')),
  q('press', 'logos para publicar', at('/news#media-title')),
  q('press', 'en que revistas han salido', at('/news#coverage-title')),
  q('press', 'comunicado sobre los resultados de 2023', at('/news/record-growth-500-clients-2023', '/news#press-title')),
  q('press', 'la nota de prensa de los paquetes para real estate y salud', at('/news/industry-specific-ai-packages-launch', '/news#press-title')),
  q('press', 'reportaje sobre la IA de voz pasando de piloto a produccion', at('/news/cx-automation-weekly-voice-ai-production', '/news#coverage-title')),
  q('press', 'algun medio cubrio lo de la marca blanca para agencias?', at('/news/florida-tech-ledger-white-label-ai', '/news#coverage-title')),
  q('press', 'datos de la empresa para un articulo, el boilerplate', at('/news#media-title', '/news#press-title')),
  q('press', 'quien atiende a los periodistas', at('/news#media-title')),
  q('press', 'que dijo la prensa de sus precios', at('/news/gulfstream-business-review-ai-receptionists', '/news#coverage-title')),
  q('press', 'hay entrevistas disponibles con el equipo?', at('/news#media-title')),
  q('press', 'publicaciones que hablan de harborline', at('/news#coverage-title')),
  q('press', 'el uptime que reportaron en la nota de prensa', at('/news/record-growth-500-clients-2023', '/news#press-title')),
  q('press', 'donde leo completo lo del gulfstream', at('/news/gulfstream-business-review-ai-receptionists', '/news#coverage-title')),

  // intent
  q('intent', 'buenos dias', GREETING),
  q('intent', 'hola que tal, como estan', GREETING),
  q('intent', 'hey hola', GREETING),
  q('intent', 'buenas noches', GREETING),
  q('intent', 'gracias por la ayuda', THANKS),
  q('intent', 'ok gracias!', THANKS),
  q('intent', 'se lo agradezco', THANKS),
  q('intent', 'muchisimas gracias, bendiciones', THANKS),
  q('intent', 'cuanto cuesta?', PRICING),
  q('intent', 'precio', PRICING),
  q('intent', 'me da los precios', PRICING),
  q('intent', 'de cuanto es la inversion', PRICING),
  q('intent', 'que servicios tienen', SERVICES),
  q('intent', 'que es lo que venden', SERVICES),
  q('intent', 'en que me pueden ayudar ustedes', SERVICES),
  q('intent', 'que soluciones manejan', SERVICES),
  q('intent', 'agendar demo', DEMO),
  q('intent', 'quisiera una demostracion gratuita', DEMO),
  q('intent', 'como pido la demo', DEMO),
  q('intent', 'quiero probar el asistente con mi negocio', DEMO),
  q('intent', 'telefono?', CONTACT),
  q('intent', 'quiero hablar con ventas', CONTACT),
  q('intent', 'pasame con alguien de ustedes', CONTACT),
  q('intent', 'como me comunico con ustedes', CONTACT),

  // not-on-site
  q('not-on-site', 'quienes son los dueños de la compañia', limits),
  q('not-on-site', 'me hacen el logo de mi negocio?', limits),
  q('not-on-site', 'dan clases de ingles?', limits),
  q('not-on-site', 'cuanto cuesta un dominio .com', limits),
  q('not-on-site', 'el bot puede jugar la loteria por mi jaja', limits),
  q('not-on-site', 'a que hora abre el Dolphin Mall', limits),
  q('not-on-site', 'tienen prestamos para pequeños negocios?', limits),
  q('not-on-site', 'hacen diseño de menus para restaurantes', limits),
  q('not-on-site', 'quien invirtio en ustedes, tienen venture capital?', limits),
  q('not-on-site', 'cuanto es el burn rate', limits),
  q('not-on-site', 'cuantas personas trabajan en soporte', limits),
  q('not-on-site', 'han ganado algun premio?', limits),
  q('not-on-site', 'tienen version de escritorio para Mac?', limits),
  q('not-on-site', 'el bot me puede manejar el TikTok', limits),
  q('not-on-site', 'cual es la capital de Venezuela', limits),
  q('not-on-site', 'recomiendame un contador en Kendall', limits),
  q('not-on-site', 'tienen certificado ISO 27001?', limits),
  q('not-on-site', 'cuanto cuesta registrar una LLC en florida', limits),
  q('not-on-site', 'me pueden ayudar a sacar la green card', limits),
  q('not-on-site', 'cuantas llamadas al mes maneja su cliente mas grande', limits),
  q('not-on-site', 'donde estudio el fundador', limits),
  q('not-on-site', 'cuanto mide el edificio de su oficina', limits),
];
