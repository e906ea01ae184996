import { and, asc, desc, eq } from 'drizzle-orm';
import type { TranscriptEntry } from '../../../shared/leads/lead-schema.ts';
import type { Database } from '../../db/connection.ts';
import { assistantConversations, assistantTurns } from '../../db/schema.ts';
import { hashSecretToken } from '../../security/secret-tokens.ts';

interface RelayedTurn {
  conversationId: string;
  /** The provider's id of this turn: the next turn continues from it. */
  providerChatId: string;
  visitor: { content: string; at: Date };
  assistant: { content: string; at: Date };
}

/** Keeps a turn our server relayed: what it sent the provider and what the provider answered. */
export async function recordRelayedTurn(db: Database, turn: RelayedTurn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(assistantConversations).set({ providerChatId: turn.providerChatId }).where(eq(assistantConversations.id, turn.conversationId));
    await tx.insert(assistantTurns).values([
      { conversationId: turn.conversationId, role: 'user', content: turn.visitor.content, createdAt: turn.visitor.at },
      { conversationId: turn.conversationId, role: 'assistant', content: turn.assistant.content, createdAt: turn.assistant.at },
    ]);
  });
}

/**
 * The turns our server relayed in the token's conversation, oldest first, as a lead's transcript; empty when the
 * token matches no conversation (or one whose turns all failed).
 */
export async function relayedTranscriptOf(db: Pick<Database, 'select'>, conversationToken: string): Promise<TranscriptEntry[]> {
  const turns = await db
    .select({ role: assistantTurns.role, content: assistantTurns.content, createdAt: assistantTurns.createdAt })
    .from(assistantTurns)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantTurns.conversationId))
    .where(eq(assistantConversations.tokenHash, hashSecretToken(conversationToken)))
    // A visitor's words come before the reply to them, even within one millisecond.
    .orderBy(asc(assistantTurns.createdAt), desc(assistantTurns.role));
  return turns.map((turn) => ({ role: turn.role, content: turn.content, timestamp: turn.createdAt.getTime() }));
}

/** The visitor's last relayed message in a conversation, if any: it gives a follow-up ("and on weekends?") its topic. */
export async function lastVisitorMessageOf(db: Pick<Database, 'select'>, conversationId: string): Promise<string | undefined> {
  const [turn] = await db
    .select({ content: assistantTurns.content })
    .from(assistantTurns)
    .where(and(eq(assistantTurns.conversationId, conversationId), eq(assistantTurns.role, 'user')))
    .orderBy(desc(assistantTurns.createdAt))
    .limit(1);
  return turn?.content;
}
