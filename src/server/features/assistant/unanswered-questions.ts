import { and, desc, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { assistantUnansweredQuestions } from '../../db/schema.ts';
import { scrubPersonalData } from './personal-data-scrub.ts';
import type { QuestionAskers } from './question-askers.ts';

/** Kept this long, then swept with idle conversations (conversation-retention.ts): enough for a year's trends. */
export const UNANSWERED_QUESTION_RETENTION_DAYS = 365;
/** Longer questions are cut: the start says what was asked. */
const KEPT_CHARS = 300;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The same question however it was typed: lower case, letters and digits, single spaces. */
export function questionKeyOf(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}[\]]+/gu, ' ')
    .trim();
}

/**
 * Counts a question the chat could not answer from our content, personal data taken out first. One row per
 * question and UTC day: another visitor asking adds to its count, so a busy day is one row, not a log of visitors;
 * the same visitor asking again that day adds nothing.
 */
export async function recordUnansweredQuestion(
  db: Database,
  question: string,
  asked: { by: string; at: Date; askers: QuestionAskers },
): Promise<void> {
  const { at } = asked;
  const text = scrubPersonalData(question.replace(/\s+/g, ' ').trim()).slice(0, KEPT_CHARS);
  const questionKey = questionKeyOf(text);
  if (!questionKey || !asked.askers.firstAskToday(asked.by, questionKey, at)) return;
  await db
    .insert(assistantUnansweredQuestions)
    .values({ questionKey, questionText: text, askedOn: utcDay(at), lastAskedAt: at })
    .onConflictDoUpdate({
      target: [assistantUnansweredQuestions.questionKey, assistantUnansweredQuestions.askedOn],
      set: { count: sql`${assistantUnansweredQuestions.count} + 1`, lastAskedAt: at },
    });
}

export interface RankedUnansweredQuestion {
  question: string;
  count: number;
  lastAskedAt: string;
}

/** The questions asked between two UTC days (both included), most asked first, as staff read them. */
export async function rankUnansweredQuestions(
  db: Pick<Database, 'select'>,
  range: { from: string; to: string; limit?: number },
): Promise<RankedUnansweredQuestion[]> {
  const table = assistantUnansweredQuestions;
  const rows = await db
    .select({
      question: sql<string>`(array_agg(${table.questionText} ORDER BY ${table.lastAskedAt} DESC))[1]`,
      count: sql<number>`sum(${table.count})::int`,
      lastAskedAt: sql<Date>`max(${table.lastAskedAt})`,
    })
    .from(table)
    .where(and(gte(table.askedOn, range.from), lte(table.askedOn, range.to)))
    .groupBy(table.questionKey)
    .orderBy(desc(sql`sum(${table.count})`), desc(sql`max(${table.lastAskedAt})`))
    .limit(range.limit ?? 100);
  return rows.map((row) => ({ question: row.question, count: Number(row.count), lastAskedAt: new Date(row.lastAskedAt).toISOString() }));
}

/** Deletes the days older than the retention; returns how many rows went. */
export async function deleteOldUnansweredQuestions(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const oldest = utcDay(new Date(now.getTime() - UNANSWERED_QUESTION_RETENTION_DAYS * 24 * 60 * 60 * 1000));
  const deleted = await db
    .delete(assistantUnansweredQuestions)
    .where(lt(assistantUnansweredQuestions.askedOn, oldest))
    .returning({ id: assistantUnansweredQuestions.id });
  return deleted.length;
}
