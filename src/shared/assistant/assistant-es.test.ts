import { describe, expect, it } from 'vitest';
import { asksToBook } from './booking-intent.ts';
import { LIMITS_REPLY, GREETING_REPLY, INTENT_REPLIES } from '../content/es/assistant.ts';
import { recognizeIntent } from './intents.ts';
import { knowledgeDocuments } from './knowledge/knowledge-documents.ts';
import { inProcessAnswerEngine } from './knowledge/test-engine.ts';
import { SPANISH_TEXT } from './knowledge/text-processing-es.ts';

/* Phrasings written before the Spanish patterns were first run against them (issue 27). */
describe('the assistant in Spanish', () => {
  describe('recognises intents as Spanish speakers type them', () => {
    it.each([
      ['¿Cuánto cuesta?', 'pricing'],
      ['cuanto cobran al mes', 'pricing'],
      ['precios por favor', 'pricing'],
      ['¿Qué servicios ofrecen?', 'services'],
      ['a que se dedican ustedes', 'services'],
      ['quiero agendar una demo', 'demo'],
      ['¿Me pueden hacer una demostración?', 'demo'],
      ['¿Cuál es su teléfono?', 'contact'],
      ['como los contacto', 'contact'],
      ['hola', 'greeting'],
      ['Buenas tardes', 'greeting'],
      ['muchas gracias', 'thanks'],
      ['¿va a llover hoy en Miami?', 'off-topic'],
    ] as const)('"%s" is %s', (question, intent) => {
      expect(recognizeIntent(question, 'es')).toBe(intent);
    });

    it('does not read a product question about calls as a request for a meeting', () => {
      expect(recognizeIntent('¿el asistente contesta llamadas de noche?', 'es')).toBeUndefined();
      expect(asksToBook('¿el bot puede agendar citas para mis pacientes?', 'es')).toBe(false);
      expect(asksToBook('quiero agendar una demostración', 'es')).toBe(true);
      expect(asksToBook('¿Puedo hablar con ventas?', 'es')).toBe(true);
    });
  });

  it('reads accents, plurals and verb forms as the same word', () => {
    const terms = (text: string) => SPANISH_TEXT.termsOf(text);
    expect(terms('información')).toEqual(terms('informacion'));
    expect(terms('llamadas')).toEqual(terms('llamar'));
    expect(terms('integraciones')).toEqual(terms('integrar'));
    expect(terms('los precios de la empresa')).toEqual(terms('precio empresas'));
  });

  it('reads spellings by ear as the words they sound like', () => {
    const terms = (text: string) => SPANISH_TEXT.termsOf(text);
    expect(terms('pakete')).toEqual(terms('paquete'));
    expect(terms('integrasion')).toEqual(terms('integración'));
    expect(terms('bendedor')).toEqual(terms('vendedor'));
    expect(terms('orario')).toEqual(terms('horario'));
    expect(terms('aseguransa')).toEqual(terms('aseguranza'));
    // "qué pasa si" only says a question follows; "pasa la llamada" is a transfer.
    expect(terms('¿qué pasa si no contesto?')).toEqual(terms('no contesto'));
    expect(terms('pasa la llamada')).not.toEqual(terms('la llamada'));
  });

  it('recognises greetings, thanks and requests for sales as visitors type them', () => {
    expect(recognizeIntent('hey hola', 'es')).toBe('greeting');
    expect(recognizeIntent('buenos dias, una consultita', 'es')).toBe('greeting');
    expect(recognizeIntent('se lo agradezco', 'es')).toBe('thanks');
    expect(recognizeIntent('quiero hablar con ventas', 'es')).toBe('contact');
    expect(recognizeIntent('hay trial gratis?', 'es')).toBe('demo');
    // Another company's products, a recommendation, a licence: not the site's to answer.
    expect(recognizeIntent('son mejores que ruby o smith.ai?', 'es')).toBe('off-topic');
    expect(recognizeIntent('me recomiendas un CRM barato?', 'es')).toBe('off-topic');
    // A chat for the visitor's own web page is our product, not a web design request.
    expect(recognizeIntent('tienen un chatbot pa poner en mi pagina web?', 'es')).toBeUndefined();
    expect(recognizeIntent('me hacen una pagina web?', 'es')).toBe('off-topic');
  });

  it('indexes the Spanish pages, linking their /es/ sections', () => {
    const documents = knowledgeDocuments('es');
    expect(documents.length).toBe(knowledgeDocuments('en').length);
    expect(documents.every((document) => document.href.startsWith('/es'))).toBe(true);
    expect(documents.find((document) => document.id === 'faq:hipaa')?.title).toBe('¿Cumple con HIPAA para las llamadas de pacientes?');
  });

  it('answers a Spanish question from the Spanish index, citing the /es/ section', () => {
    const engine = inProcessAnswerEngine('es');
    const reply = engine('¿puedo quedarme con mi número de teléfono?');
    expect(reply).toMatchObject({ kind: 'answer', source: { href: '/es/solutions#faq-own-number' } });
    expect(reply.text).toMatch(/número/);
    expect(engine('¿cuánto tiempo guardan las grabaciones?').source?.href).toMatch(/^\/es\/(privacy|terms|solutions)#/);
  });

  it('gives its fixed replies in Spanish, linking the Spanish pages', () => {
    const engine = inProcessAnswerEngine('es');
    expect(engine('hola')).toMatchObject({ kind: 'intent', text: GREETING_REPLY });
    expect(engine('¿cuánto cuesta?')).toMatchObject({ kind: 'intent', text: INTENT_REPLIES.pricing, source: { href: '/es/solutions#investment-title' } });
  });

  it('declines honestly in Spanish what the site does not answer', () => {
    const engine = inProcessAnswerEngine('es');
    for (const question of ['¿cuál es la capital de Francia?', 'recomiéndame una receta de arroz con pollo', '¿venden audífonos para la oficina?', '¿funciona con whatsapp business?']) {
      expect(engine(question), question).toMatchObject({ kind: 'limits', text: LIMITS_REPLY });
    }
  });
});
