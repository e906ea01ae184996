import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { assistantConversations, assistantLiveUsage } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens.ts';

/** Live turns one conversation may have; past them the browser's local engine answers. */
export const LIVE_TURNS_PER_CONVERSATION = 20;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

/** A live turn the budget allows: its conversation, the token the browser keeps, and the provider chat it continues. */
export interface LiveTurn {
  conversationId: string;
  conversationToken: string;
  previousChatId: string | undefined;
}

/** Which allowance is used up: the conversation's or the whole site's for the day. */
export type LiveBudgetSpent = 'conversation-limit' | 'daily-limit';

/** The UTC day a turn counts against (assistant_live_usage.day). */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

class DailyBudgetSpent extends Error {}

/**
 * Takes one turn from the conversation's allowance and one from the day's, or says which is spent. Both counts
 * live in the database and move in one transaction, each by a statement that only counts below its cap, so all
 * instances together never relay more than the caps allow. A token that matches no conversation (forged, or its
 * conversation was deleted) starts a new one: it can never continue someone else's.
 */
export async function reserveLiveTurn(
  db: Database,
  request: { conversationToken?: string; maxPerDay: number; now: Date },
): Promise<LiveTurn | LiveBudgetSpent> {
  try {
    return await db.transaction(async (tx) => {
      const continued = request.conversationToken ? await continueConversation(tx, request.conversationToken, request.now) : undefined;
      if (continued === 'conversation-limit') return continued;
      const turn = continued ?? (await startConversation(tx, request.now));
      // Undoes the conversation's count too: a turn that is not relayed is not counted.
      if (!(await countDailyTurn(tx, usageDay(request.now), request.maxPerDay))) throw new DailyBudgetSpent();
      return turn;
    });
  } catch (error) {
    if (error instanceof DailyBudgetSpent) return 'daily-limit';
    throw error;
  }
}

async function continueConversation(tx: Executor, token: string, now: Date): Promise<LiveTurn | 'conversation-limit' | undefined> {
  const tokenHash = hashSecretToken(token);
  const [counted] = await tx
    .update(assistantConversations)
    .set({ liveTurns: sql`${assistantConversations.liveTurns} + 1`, lastTurnAt: now })
    .where(and(eq(assistantConversations.tokenHash, tokenHash), lt(assistantConversations.liveTurns, LIVE_TURNS_PER_CONVERSATION)))
    .returning({ id: assistantConversations.id, providerChatId: assistantConversations.providerChatId });
  if (counted) return { conversationId: counted.id, conversationToken: token, previousChatId: counted.providerChatId ?? undefined };
  const [spent] = await tx.select({ id: assistantConversations.id }).from(assistantConversations).where(eq(assistantConversations.tokenHash, tokenHash));
  return spent ? 'conversation-limit' : undefined;
}

async function startConversation(tx: Executor, now: Date): Promise<LiveTurn> {
  const token = newSecretToken();
  const [created] = await tx
    .insert(assistantConversations)
    .values({ tokenHash: hashSecretToken(token), liveTurns: 1, createdAt: now, lastTurnAt: now })
    .returning({ id: assistantConversations.id });
  if (!created) throw new Error('Insert returned no row');
  return { conversationId: created.id, conversationToken: token, previousChatId: undefined };
}

/** One more turn on the day's count, unless it has reached the cap: false then. */
async function countDailyTurn(tx: Executor, day: string, maxPerDay: number): Promise<boolean> {
  const counted = await tx
    .insert(assistantLiveUsage)
    .values({ day, turns: 1 })
    .onConflictDoUpdate({
      target: assistantLiveUsage.day,
      set: { turns: sql`${assistantLiveUsage.turns} + 1` },
      setWhere: lt(assistantLiveUsage.turns, maxPerDay),
    })
    .returning({ turns: assistantLiveUsage.turns });
  return counted.length > 0;
}
