/**
 * Whether the site has something relevant to say: decline only when it does not. A question is answered
 * when most of its words are known to the index (directly, through a typo or through the visitor
 * vocabulary) and the best section matches enough of them; otherwise the honest limits reply is right.
 */

/**
 * A match scored below this is too weak to quote: one common word of the question, and nothing else,
 * scores under about 12; a real answer from the tuning data scores over 20 (`npm run bench:assistant`).
 */
export const MIN_SCORE = 14;
/** A question of one word that the site uses is relevant at a lower score: a rare word scores low alone. */
export const MIN_SCORE_ONE_WORD = 4;
/** Share of the question's words the whole index must know: an off-topic question has words the site never uses. */
export const MIN_KNOWN_SHARE = 0.5;
/** Share of the question's words the best section must match. */
export const MIN_BEST_COVERAGE = 0.3;

export interface Match {
  score: number;
  /** The question's terms this section matched. */
  queryTerms: readonly string[];
}

const shareOf = (groups: readonly (readonly string[])[], matched: ReadonlySet<string>) =>
  groups.length === 0 ? 0 : groups.filter((group) => group.some((term) => matched.has(term))).length / groups.length;

/**
 * The share of the question's words (groups of a word and its expansions) that a section's matched terms
 * cover; with `weightOf`, each word counts by its weight (how rare it is on the site), so matching "login"
 * counts for more than matching "team".
 */
export function coverageOf(groups: readonly (readonly string[])[], matched: readonly string[], weightOf?: (group: readonly string[]) => number): number {
  const found = new Set(matched);
  let total = 0;
  let covered = 0;
  for (const group of groups) {
    const weight = weightOf ? weightOf(group) : 1;
    total += weight;
    if (group.some((term) => found.has(term))) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** A lone one- or two-letter fragment ("fe", "#") is a typo or noise, not a word the site should know. */
const isFragment = (group: readonly string[]) => group.length === 1 && group[0]!.length <= 2;

export function isRelevant(allGroups: readonly (readonly string[])[], results: readonly Match[], best: Match | undefined): boolean {
  const words = allGroups.filter((group) => !isFragment(group));
  const groups = words.length > 0 ? words : allGroups;
  if (!best || groups.length === 0 || best.score < (groups.length === 1 ? MIN_SCORE_ONE_WORD : MIN_SCORE)) return false;
  const known = shareOf(groups, new Set(results.flatMap((result) => result.queryTerms)));
  return known > MIN_KNOWN_SHARE && shareOf(groups, new Set(best.queryTerms)) >= MIN_BEST_COVERAGE;
}
