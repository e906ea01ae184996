import { COMPETITORS } from './competitors.ts';
import type { ChatIntent } from './chat-intent.ts';

/**
 * The fixed replies' intents asked in Spanish, matched on the question with accents folded and "¿¡" dropped
 * (visitors type "cuanto cuesta" as often as "¿cuánto cuesta?"). Checked in order, as the English patterns are:
 * the first intent with a matching pattern wins.
 */
export const INTENT_PATTERNS_ES: readonly (readonly [ChatIntent, readonly RegExp[]])[] = [
  [
    'off-topic',
    [
      /\b(clima|pronostico|temperatura|va a llover|lluvia hoy)\b/,
      /^(?!.*\b(analisis|estudio|informe|ventaja|frente)\b).*\b(competencia|competidores?)\b/,
      // Another company's products and prices, unless the visitor runs it ("uso RingCentral, ¿funciona?").
      new RegExp(`^(?!.*\\b(uso|usamos|tengo|tenemos|integra\\w*|conecta\\w*|compatible|funciona con|cambiar de|migrar)\\b).*\\b(${COMPETITORS})\\b`),
      /\b(diagnostic\w*|sintomas?|medicamento|dosis|dolor de pecho|mi doctor)\b/,
      /\b(necesito un abogado|recomiendas? un (buen )?abogado|demandar a|divorcio|es (i)?legal)\b/,
      // Recommendations of other products, licences and loans, prizes: not the site's to give.
      /\b(me )?(recomiendas?|recomienda|recomiendan) (un|una|algun|alguna)\b|\b(sac\w*|obten\w*|tramit\w*|consig\w*) (la|una|mi|el) (licencia|permiso)\b|\b(sacar|conseguir|pedir) un prestamo\b|\bsba\b|\bpremios?\b|\bganancia neta\b|\butilidad neta\b/,
      /\b(bolsa|ticker|cotizan|bitcoin|cripto\w*|loteria|resultado del juego|quien gano|juego de los|receta|chiste|poema|tarea|capital de|presidente de|alcalde de|gobernador de|mejor pizza)\b/,
      /\b(seo|payroll|nomina|diseno web|diseno de logo|logo para|instagram|tiktok|facebook|google ads|redes sociales|tarjetas? de regalo|facturacion electronica)\b/,
      /\b(traducir|traduzcan|traduccion de|reparan|reparar|arreglan|arreglar)\b/,
      /\b(contratando|busco trabajo|empleo|vacantes?|puestos? disponibles?|pasantias?|cuanto gana)\b/,
      // The company's insides the site does not give: its staff, its founders' ages, the model it runs on, referral fees.
      /\bcuant[oa]s (empleados|trabajadores|personas trabajan)\b|\bquien es (el|la) (ceo|fundador\w*|duen[oa]|presidente)\b(?! de (la|los|las|mis|sus) (data|datos|informacion|grabaciones|llamadas))|\b(edad|anos tiene) (el|la) (ceo|fundador\w*|duen[oa])\b|\b(chatgpt|openai|gpt-?\d?|gemini|claude)\b|\bprograma de (referidos|afiliados)\b/,
      /\b(prestamos? para|financiamiento para|tarjetas? de credito)\b(?!.*\b(clientes|bot|ia|asistente)\b)/,
      // Things the company does not make, sell or teach, and facts about itself it does not publish.
      /\bquienes son (los|las) (duenos|fundadores|socios|accionistas|inversionistas)\b|\b(hacen|hacer|disenan|disenar|crean|crear|construyen|arman|armar) (el |un |mi |los |la |una )?(paginas? web|sitio web|logo|logotipo|menu|volante|flyer|pagina|sitio|app|aplicacion)\b|\bdisen\w* (de )?(logos?|menus?|volantes|tarjetas)\b/,
      /\b(clases|cursos|talleres) de\b|\bdominios?\b|\bhosting\b|\bregistrar (una|mi|la) (llc|empresa|compania|corporacion|marca)\b|\b(burn rate|runway|cap table|valuacion|valorizacion|cuanto vale la (empresa|compania))\b|\bque (proveedor|proveedores|plataforma|tecnologia|modelo) (de \w+ )?(usan|utilizan)\b/,
    ],
  ],
  [
    'demo',
    [
      /\bdemo(s|stra[cs]\w*)?\b/,
      /\b(agendar|agendo|agende|programar|coordinar|reservar|tener|hacer|organizar)\b(?: \w+){0,3} (reunion|llamada|cita con (ustedes|su equipo|ventas|alguien)|videollamada|zoom|consulta|asesoria)\b(?! (de (seguimiento|clientes|pacientes)|perdidas?|grabad\w*))/,
      /\b(me pueden llamar|llamenme|me llaman ustedes|me llamen|que me llamen|pueden llamarme|me llame (a mi|de una vez|ahora)|que (la ia|el bot|el asistente) me llame)\b/,
      /\b(hablar|conversar|platicar) con (un asesor|su equipo|un especialista|un experto)\b/,
      /\btrial\b|\bprueba gratuita\b|\bperiodo de prueba\b|\b(escuchar|oir) (como suena|una llamada de ejemplo|un ejemplo)\b|\bllamada de (ejemplo|prueba)\b/,
      /\b(quiero|necesito|me gustaria|quisiera|pueden darme|me dan|mandenme) (una )?(cotizacion|propuesta|presupuesto|asesoria)\b/,
      /(?<!\bno )\b(quiero|queremos|como) (contratar|empezar|comenzar|arrancar)\b|\blisto para (empezar|comprar|contratar)\b|^(?!.*\b(invers\w*|investor|invertir)\b).*\bme interesa\b|\bcuales son los (siguientes|proximos) pasos\b/,
      /\b(ver|probar) (como funciona|el producto|el sistema|el bot|el asistente|la ia)\b|\bprueba gratis\b|\bmostrarme como funciona\b|\b(se puede|puedo|podemos|lo puedo|se podria) probar(lo)?\b|\bprobar(lo)? (primero|antes|gratis)\b/,
    ],
  ],
  [
    'pricing',
    [
      /\b(precios?|costos?|cuesta|cuestan|cobran|cobra|tarifas?|caro|barato|economico|presupuesto|mensualidad|vale|valen|fee|fees)\b(?!.*\b(ingresos|crecieron|valuacion|levantando|ronda)\b)/,
      /\bcuanto\b(?!.*\b(tiempo|tarda\w*|demora\w*|dias|meses|anos|ingresos|crecieron|clientes|empleados|gana|aviso|interes|responden|valuacion|levantando|estrellas|pequenas empresas|mercado)\b)/,
      /\b(al mes|por mes|mensual)\b.*\b(cuanto|precio|pago)\b|\bme sale\b|\b(me|nos) (pasa|pasan|manda|mandan|da|dan|hace|hacen) (una|la) cotizacion\b|\binversion inicial\b|\b(cuanto|cual) (es|seria|sale) (la|mi) inversion\b/,
    ],
  ],
  [
    'contact',
    [
      /\b((su|tu) (numero|telefono|tel|email|correo|e-?mail)|el (numero|telefono|email|correo) de ustedes|numero de ustedes|tel de ustedes|telefono de ustedes|correo de ventas|email de ventas)\b|^(cual es el )?numero de telefono\??$/,
      /\bcomo (los|las|lo|la|me) (contacto|comunico|llamo)\b|\bcomo (puedo )?(contactar(los)?|comunicarme)\b|\bcontactar(los|les)?\b|\bcontacto\b/,
      /\bdonde (estan|quedan|se encuentran)( ubicados)?\b|\b(su|la) direccion\b|\bh?orarios? de atencion\b|\ba que hora (abren|cierran)\b/,
      /\b(hablar|comunicarme) con (ventas|un vendedor|una vendedora|alguien de ventas|el equipo de ventas|(una persona|un humano|alguien)( real| de verdad)?)\b|\bnumero de telefono de (la oficina|ustedes|la empresa|ventas)\b|\bme llame una persona\b|\b(pasame|paseme|pasenme|comunicame|comuniqueme|conecteme|conectame) con (alguien|una persona|un humano|ventas|su equipo)\b/,
      /^(telefono|tel|email|correo|direccion|contacto)( por favor| porfa)?\??$/,
    ],
  ],
  [
    'services',
    [
      /\b(que|q|k) (servicios|productos|soluciones)\b/,
      /\b(que|q|k) (hacen|ofrecen|venden)( ustedes)?( exactamente)?[\s?!.]*$/,
      /\ba que se dedican\b|\binfo(rmacion)? (de|sobre) (sus|los) servicios\b|\b(sus|los) servicios\b[\s?!.]*$/,
      /^(servicios|productos|soluciones)\??$/,
      /\bque pueden hacer\b|\bque (tipo|clase) de servicios\b|\ben que (me|nos|le|les) (pueden|puede|podrian|podria) ayudar\b|\bque (me|nos|le) (pueden|puede) ofrecer\b|\b(lista|catalogo) de (productos|servicios|soluciones)\b/,
    ],
  ],
  [
    'greeting',
    [
      /^((hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|saludos|epa|hey|hi|hello|que tal|ey|alo|oye|que hubo|quiubo|wepa)\b[\s!.,]*)+(alguien (por ahi|ahi|ahi\?)|hay alguien( ahi| por ahi)?|(tengo )?una (pregunta|preguntita|consulta|consultita|duda)|como esta(s|n)?|como (le|te) va|me puede(s)? ayudar|que tal)?[\s!.?]*$/,
    ],
  ],
  [
    'thanks',
    [
      /^(gracias|muchas gracias|mil gracias|ok|okay|perfecto|excelente|genial|listo|dale|chevere|entendido|thanks|thank you)\b[\w\s!.,]{0,30}$/,
      /^([\w',]+[\s!.,]+){0,5}(gracias|muchas gracias|mil gracias|thank you|thanks)( por (la|su|tu|toda la) (ayuda|info\w*|respuesta|tiempo))?[\s!.]*$/,
      /^([\w',]+[\s!.,]+){0,4}(se lo agradezco|se los agradezco|te lo agradezco|le agradezco|les agradezco|se agradece|muy agradecid[oa]|muchisimas gracias|gracias mil)\b[\w\s!.,]{0,30}$|^(muchas |mil |muchisimas )?gracias[\s!.,]+(bendiciones|dios (le|te|les) bendiga|que este bien|saludos)[\s!.]*$/,
    ],
  ],
];

/**
 * Questions that name a fixed reply's topic but ask for a clause or a figure the fixed reply does not hold (see
 * SEARCH_FIRST in intents.ts): the search answers from the section that holds it, the fixed reply is the fallback.
 */
export const SEARCH_FIRST_ES: Readonly<Partial<Record<ChatIntent, RegExp>>> = {
  pricing:
    /\b(atras\w*|tarde|interes|reembols\w*|factura\w*|aviso|cancel\w*|devuelven|impuestos|ingresos|retencion|crecimiento|incluye|entrenar|setup|configuracion|instalacion|demora|tarda|listo|soporte|mercado|inversionistas?|inversores?|invertir|prensa|medios|noticias?|articulos?|periodic\w*|ahorr\w*|reduc\w*|bajan|bajar|porcentaje|recepcionistas?|emplead[oa]s?|sueldos?|salarios?|nunca compran|preguntan (el )?precio)\b|\b(subir|suben|aumentar|cambiar) (el )?precio\b/,
  contact: /\b(legal|privacidad|invers\w*|investor\w*|prensa|medios|periodistas?|avisos?|notificacion)\b|^(?!.*\b(llamar\w*|llamo|hora|horario|telefono|numero|correo|email)\b).*\b(donde|ubicad\w*|ubicacion)\b/,
  demo: /\b(que pasa en|que incluye|firmar|contrato)\b|\binvers\w*/,
};

/** Asking to book time with sales, in Spanish (booking-intent.ts): "quiero agendar una demo", "hablar con ventas". */
export const ASKS_TO_BOOK_ES =
  /\b(agendar|agendo|agende|programar|reservar|coordinar|separar|quiero|queremos|me gustaria|quisiera|necesito|pueden hacerme|hacerme)\b(?: \w+){0,3} (demo(strac\w*)?|reunion|llamada con (ustedes|ventas|su equipo)|videollamada|zoom|cita con (ustedes|su equipo|ventas))\b|\b(hablar|conversar|reunirme) con (ventas|un vendedor|su equipo de ventas|alguien de ventas)\b|^(una )?(demo|demostracion|reunion)( por favor| porfa)?[?!.]*$|\b(horarios|horas) (libres|disponibles)\b|\bcuando (nos podemos|podemos) (reunir|hablar)\b/;

/** Asks about the demo rather than for one, or says no. */
export const NOT_A_BOOKING_ES = /\b(no (quiero|necesito|me interesa)|no gracias)\b|\b(cuanto dura|que pasa en|que incluye|cuesta)\b.*\b(demo\w*|reunion|llamada)\b|\b(cancelar|mover|cambiar|reprogramar) (mi|la) (demo\w*|reunion|cita|llamada)\b/;
