/** The words of the lead's "what the call learned", "where the lead came from" and hand-off panels (staff read English). */
export const CALL_LEARNED_COPY = {
  learned: {
    title: 'What the call learned',
    none: 'No call has reported what it learned yet.',
    notLearned: 'Not learned',
    learnedAt: 'Learned',
  },
  source: {
    title: 'Where the lead came from',
    direct: 'No referrer, campaign or landing page was recorded (a direct visit, or a browser that sent none).',
  },
  transfers: {
    title: 'Hand-offs to sales',
    to: 'to',
  },
} as const;
