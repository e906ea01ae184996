import { createHash, randomBytes } from 'node:crypto';

/** Visitor-question pairs remembered per UTC day; past it, further new pairs are not counted that day (a flood). */
export const MAX_ASKERS_PER_DAY = 100_000;

export interface QuestionAskers {
  /** True the first time this visitor asks this question this UTC day: the only time it counts. */
  firstAskToday(visitor: string, questionKey: string, at: Date): boolean;
}

/**
 * Who asked what today, so the unanswered-questions list counts a question once per visitor (client address, IPv6 by
 * /64) per day and a script repeating one question cannot push it up the staff's list. Kept in memory as SHA-256 of a
 * salt made each day, the visitor and the question: nothing is written, and the salt and the day's hashes go at
 * midnight UTC. Per instance: with N instances a visitor counts at most N times a day.
 */
export function createQuestionAskers(maxPerDay = MAX_ASKERS_PER_DAY): QuestionAskers {
  let today: { day: string; salt: Buffer; seen: Set<string> } | undefined;
  return {
    firstAskToday(visitor, questionKey, at) {
      const day = at.toISOString().slice(0, 10);
      if (today?.day !== day) today = { day, salt: randomBytes(32), seen: new Set() };
      const pair = createHash('sha256').update(today.salt).update(visitor).update('\n').update(questionKey).digest('base64url').slice(0, 22);
      if (today.seen.has(pair) || today.seen.size >= maxPerDay) return false;
      today.seen.add(pair);
      return true;
    },
  };
}
