import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { desc, eq } from 'drizzle-orm';
import type { DoNotCallEntry } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { doNotCallNumbers } from '../../db/schema.ts';

type Executor = Pick<Database, 'insert' | 'select'>;

/** A number as staff typed it, in E.164; null when it is no phone number at all. */
export function normalisedNumber(raw: string, defaultCountry: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry, extract: false });
  return parsed?.isPossible() ? parsed.number : null;
}

export async function doNotCallList(db: Pick<Database, 'select'>): Promise<DoNotCallEntry[]> {
  const rows = await db.select().from(doNotCallNumbers).orderBy(desc(doNotCallNumbers.createdAt));
  return rows.map((row) => ({
    phone: row.phoneE164,
    source: row.source,
    note: row.note,
    addedBy: row.addedBy,
    leadId: row.leadId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Adds the number (once: a number already listed keeps its first entry). True when it was new. */
export async function addToDoNotCallList(
  db: Executor,
  entry: { phoneE164: string } & ({ source: 'staff'; addedBy: string; note: string } | { source: 'call-outcome'; leadId: string; note: string }),
): Promise<boolean> {
  const inserted = await db.insert(doNotCallNumbers).values(entry).onConflictDoNothing().returning({ phone: doNotCallNumbers.phoneE164 });
  return inserted.length > 0;
}

export async function removeFromDoNotCallList(db: Pick<Database, 'delete'>, phoneE164: string): Promise<boolean> {
  const removed = await db.delete(doNotCallNumbers).where(eq(doNotCallNumbers.phoneE164, phoneE164)).returning({ phone: doNotCallNumbers.phoneE164 });
  return removed.length > 0;
}

/** What the person called said, or the call's analysis concluded, that means "stop calling me". */
const STOP_CALLING =
  /\b(?:stop|quit|cease) (?:calling|ringing|phoning)\b|\bdo(?: not|n'?t) (?:call|ring|phone) (?:me|us|this number|here)\s*(?:again|anymore|any more|ever)\b|\bdo[- ]not[- ]call list\b|\b(?:remove|take) (?:me|us|my number|this number) (?:from|off)\b|\bnever (?:call|ring) (?:me|us|this number|here)\b/iu;

/**
 * The same in Spanish, as the Spanish consent promises ("deje de llamarme"): "deje(n) de llamarme/llamar",
 * "no me llame(n) más", "no vuelva(n) a llamar(me)", "nunca me llame(n)", "bórreme/sáqueme de su lista",
 * "quíteme de la lista", "lista de no llamar". Accents are optional: transcripts often drop them.
 */
const STOP_CALLING_ES = new RegExp(
  [
    String.raw`\b(?:dej(?:e|en|a|es)|paren?) de llamar(?:me|nos)?\b`,
    String.raw`\bno (?:me|nos) llam(?:e|en|es) (?:m[aá]s|nunca|otra vez|de nuevo)\b`,
    String.raw`\bno (?:(?:me|nos) )?vuelv(?:a|an|as) a llamar(?:me|nos)?\b`,
    String.raw`\bno llam(?:e|en|es) (?:m[aá]s|a este n[uú]mero)\b`,
    String.raw`\bnunca (?:m[aá]s )?(?:me|nos) (?:llam(?:e|en|es)|vuelv(?:a|an|as) a llamar)\b`,
    String.raw`\b(?:b[oó]rr|s[aá]qu|qu[ií]t|elim[ií]n)(?:e|en|a|an)(?:me|nos) de (?:su|la|sus|las|esta) lista\b`,
    String.raw`\blista de no llamar\b`,
  ].join('|'),
  'iu',
);

/** The lines the person called spoke, from the provider's transcript ("User: …" / "Customer: …"). */
function customerLines(transcript: string | undefined): string {
  return (transcript ?? '')
    .split('\n')
    .filter((line) => /^\s*(?:user|customer)\s*:/iu.test(line))
    .join('\n');
}

/**
 * Whether an end-of-call report says the person asked not to be called again: the assistant's structured data
 * (a boolean `doNotCall`, see README) or the person's own words in the transcript.
 */
export function asksNotToBeCalled(report: { structuredData?: unknown; transcript?: string }): boolean {
  const data = report.structuredData as { doNotCall?: unknown } | null | undefined;
  if (data && typeof data === 'object' && data.doNotCall === true) return true;
  const said = customerLines(report.transcript);
  return STOP_CALLING.test(said) || STOP_CALLING_ES.test(said);
}
