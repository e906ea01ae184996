import type { Locale } from '../../i18n/locales.ts';
import { TEXT_PROCESSING } from './text-locales.ts';
import { foldSpanish } from './text-processing-es.ts';

/**
 * Facts a question can ask for (a period, an e-mail address, an amount...) and how a passage that holds
 * one looks. A reply leads with the passage that holds the asked fact, and among close matches the section
 * that holds it wins (answer-engine.ts).
 */
export interface FactKind {
  name: string;
  /** The question asks for this kind of fact. */
  asks: RegExp;
  /** The passage states one. */
  holds: RegExp;
  /** Without it there is no answer: "how many" wants a number, and a section without one does not answer it. */
  required?: boolean;
}

export const FACT_KINDS: readonly FactKind[] = [
  {
    name: 'period',
    asks: /\b(how long|how many (days|months|years|hours)|how soon|how much notice|notice|retention|kept|keep|retain|deadline|due|within|period|expire|until)\b/,
    holds: /\b\d+\s*(days?|months?|years?|hours?)\b|\b\d+\s*(days|hours)’/,
  },
  { name: 'e-mail', asks: /\b(e-?mail|address|write to|contact|reach)\b/, holds: /[\w.-]+@[\w-]+\.\w+/ },
  { name: 'phone', asks: /\b(phone|call you|telephone|number to call)\b/, holds: /\(\d{3}\) \d{3}-\d{4}/ },
  {
    name: 'amount',
    asks: /%|\b(how (much|many|big|fast|large)|what percent|percent\w*|share of|proportion|rate|size|revenue|growth|uptime|fees?|interest|cap|maximum|minimum|number of|count|tam|yoy)\b/,
    holds: /\d/,
  },
  // A count: a number of something ("500+ businesses", "90 days"), not a year or a section number; or a year's
  // figure in a table row ("2023 512").
  { name: 'count', asks: /\bhow many\b/, holds: /(?<![\w.])(?!(19|20)\d\d\b)\d+(?:[.,]\d+)*(?:[%+]|\s+(?!\()[a-z])|\b(19|20)\d\d \$?\d/i, required: true },
  { name: 'age', asks: /\b(age|how old|minors?|children|kids)\b/, holds: /\b\d+ years old\b|\bunder \d+\b/ },
  // "When was...", "founded when?", "since when": not "a callback when the AI can't help".
  { name: 'when', asks: /^when\b|\bwhen\W*$|\bwhen (was|were|did)\b|\b(what year|what date|since when|since)\b/, holds: /\b(19|20)\d\d\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/ },
];

/** The same kinds asked in Spanish (read with accents folded); the figures a passage holds are written the same way. */
export const FACT_KINDS_ES: readonly FactKind[] = [
  {
    name: 'period',
    asks: /\b(cuanto tiempo|cuantos (dias|meses|anos|horas)|con cuanto aviso|aviso|plazo|guardan|conservan|retienen|retencion|vence|dentro de|hasta cuando|en cuanto tiempo)\b/,
    holds: /\b\d+\s*(d[ií]as?|mes(es)?|a[ñn]os?|horas?)\b/,
  },
  { name: 'e-mail', asks: /\b(e-?mail|correo|direccion|escribo|escribir)\b/, holds: /[\w.-]+@[\w-]+\.\w+/ },
  { name: 'phone', asks: /\b(telefono|tel|numero para llamar|llamarlos)\b/, holds: /\(\d{3}\) \d{3}-\d{4}/ },
  {
    name: 'amount',
    asks: /%|\b(cuanto|cuanta|que porcentaje|porcentaje|proporcion|tasa|tamano|ingresos|crecimiento|crecieron|uptime|cargo|interes|maximo|minimo|numero de|ritmo)\b/,
    holds: /\d/,
  },
  { name: 'count', asks: /\bcuant[oa]s\b/, holds: /(?<![\w.])(?!(19|20)\d\d\b)\d+(?:[.,]\d+)*(?:[%+]|\s+(?!\()[a-záéíóúñ])|\b(19|20)\d\d \$?\d/i, required: true },
  { name: 'age', asks: /\b(edad|menor(es)? de edad|menores|ninos|cuantos anos)\b/, holds: /\b\d+ años\b|\bmenores de \d+\b/ },
  { name: 'when', asks: /^cuando\b|\bcuando\W*$|\b(en que ano|que fecha|desde cuando|cuando (fue|se|lanzaron|anunciaron))\b/, holds: /\b(19|20)\d\d\b|\b(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/ },
];

export function askedFacts(question: string, locale: Locale = 'en'): FactKind[] {
  if (locale === 'es') {
    const folded = foldSpanish(question);
    return FACT_KINDS_ES.filter((kind) => kind.asks.test(folded));
  }
  const text = question.toLowerCase();
  return FACT_KINDS.filter((kind) => kind.asks.test(text));
}

export const holdsFact = (passage: string, facts: readonly FactKind[]) => facts.some((fact) => fact.holds.test(passage));

const MAX_SENTENCES = 3;
const MAX_REPLY_CHARS = 420;

/**
 * The passages to quote: first the one that best answers the question (most of its words, and the asked
 * fact if any), then other passages that share its words, in page order; at most three and about 420 characters.
 */
export function choosePassages(passages: readonly string[], questionTerms: ReadonlySet<string>, facts: readonly FactKind[], locale: Locale = 'en'): string[] {
  const { termsOf } = TEXT_PROCESSING[locale];
  const scored = passages.map((passage, order) => {
    const shared = new Set(termsOf(passage).filter((term) => questionTerms.has(term))).size;
    return { passage, order, shared, score: shared + (holdsFact(passage, facts) ? 2 : 0) };
  });
  const [lead, ...rest] = [...scored].sort((a, b) => b.score - a.score || a.order - b.order);
  if (!lead) return [];
  const picked = [lead.passage];
  const others = rest
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_SENTENCES - 1)
    .sort((a, b) => a.order - b.order);
  for (const { passage } of others) {
    if ([...picked, passage].join(' ').length > MAX_REPLY_CHARS) break;
    picked.push(passage);
  }
  return picked;
}
