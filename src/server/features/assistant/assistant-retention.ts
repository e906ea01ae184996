import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { assistantConversations, assistantLiveUsage } from '../../db/schema.ts';
import { schedulePeriodicTask } from '../../periodic-task.ts';
import { deleteOldUnansweredQuestions } from './unanswered-questions.ts';

/** A live conversation untouched this long is deleted with its turns: visitors' chat text is not kept. */
export const CONVERSATION_IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
/** The day's count of live turns is only read on its own day; a month is kept to read the spend afterwards. */
export const LIVE_USAGE_RETENTION_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep waits a little, so a starting instance does its own work first. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/** Deletes conversations idle for longer than the limit (their turns go by cascade); returns how many. */
export async function deleteIdleConversations(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const deleted = await db
    .delete(assistantConversations)
    .where(lt(assistantConversations.lastTurnAt, new Date(now.getTime() - CONVERSATION_IDLE_LIMIT_MS)))
    .returning({ id: assistantConversations.id });
  return deleted.length;
}

/** Deletes the daily live-turn counts older than their retention; returns how many. */
export async function deleteOldLiveUsage(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - LIVE_USAGE_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  const deleted = await db.delete(assistantLiveUsage).where(lt(assistantLiveUsage.day, oldest)).returning({ day: assistantLiveUsage.day });
  return deleted.length;
}

/** Everything the assistant keeps past its retention, deleted in one sweep; how many rows of each went. */
export async function sweepAssistantData(db: Pick<Database, 'delete'>, now: Date) {
  return {
    conversations: await deleteIdleConversations(db, now),
    liveUsageDays: await deleteOldLiveUsage(db, now),
    unansweredQuestions: await deleteOldUnansweredQuestions(db, now),
  };
}

/**
 * Sweeps every hour in each instance (indexed columns make it cheap, and instances sweeping together only delete
 * the same rows), so a conversation is gone at most 25 hours after its last turn.
 */
export function scheduleAssistantSweep(app: FastifyInstance, db: Database): void {
  schedulePeriodicTask(app, {
    name: 'assistant data sweep',
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await sweepAssistantData(db, new Date());
      if (Object.values(deleted).some((count) => count > 0)) app.log.info({ deleted }, 'assistant data past its retention deleted');
    },
  });
}
