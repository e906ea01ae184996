import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { assistantConversations } from '../../db/schema.ts';

/** A live conversation untouched this long is deleted with its turns: visitors' chat text is not kept. */
export const CONVERSATION_IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
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

/**
 * Sweeps idle conversations every hour in each instance (the index on last_turn_at makes it cheap, and instances
 * sweeping together only delete the same rows), so a conversation is gone at most 25 hours after its last turn.
 */
export function scheduleConversationSweep(app: FastifyInstance, db: Database): void {
  const sweep = () =>
    void deleteIdleConversations(db, new Date())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'idle chat conversations deleted');
      })
      .catch((error: unknown) => app.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'idle chat conversations not deleted'));
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref();
  const every = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
