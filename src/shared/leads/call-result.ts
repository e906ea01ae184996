/**
 * What an AI call-back learned about the lead (issue 38, item 4) and how a hand-off to a person went (item 3): the
 * values stored in typed columns, and the words staff read for them (the admin, the sales e-mail, the CSV).
 */

/** When the lead means to decide, as the call-back assistant's structured result names it (both languages). */
export const BUYING_TIMELINES = ['now', 'this-month', 'this-quarter', 'later', 'unsure'] as const;
export type BuyingTimeline = (typeof BUYING_TIMELINES)[number];

export const INTEREST_LEVELS = ['high', 'medium', 'low', 'none'] as const;
export type InterestLevel = (typeof INTEREST_LEVELS)[number];

export const BUYING_TIMELINE_LABELS: Record<BuyingTimeline, string> = {
  now: 'Now',
  'this-month': 'This month',
  'this-quarter': 'This quarter',
  later: 'Later',
  unsure: 'Not sure yet',
};

export const INTEREST_LEVEL_LABELS: Record<InterestLevel, string> = { high: 'High', medium: 'Medium', low: 'Low', none: 'None' };

/** The lead's call result as the admin, the webhook and the e-mail carry it; null fields were not learned. */
export interface LeadCallResult {
  companySize: number | null;
  monthlyCallVolume: number | null;
  currentTools: string[] | null;
  buyingTimeline: BuyingTimeline | null;
  decisionMaker: boolean | null;
  interest: InterestLevel | null;
  doNotCall: boolean | null;
  /** When the call that taught it ended (its report arrived). */
  learnedAt: string;
}

/**
 * A warm transfer's course: the provider is dialling the sales line, a person took the call, nobody did (no answer,
 * busy, a failed transfer: the assistant then offers a meeting), or the caller hung up before anyone answered.
 */
export const TRANSFER_OUTCOMES = ['dialing', 'connected', 'not-answered', 'caller-left'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

export const TRANSFER_OUTCOME_LABELS: Record<TransferOutcome, string> = {
  dialing: 'Dialling the sales line',
  connected: 'Taken by a person',
  'not-answered': 'Nobody answered; a meeting was offered',
  'caller-left': 'The caller hung up during the transfer',
};

/** One hand-off of a call to the sales line, as the lead's timeline shows it. */
export interface LeadCallTransfer {
  /** The number the call was transferred to. */
  destination: string;
  /** Who took it: the destination's name as the provider reported it (e.g. "Sales team"), else the number. */
  takenBy: string | null;
  outcome: TransferOutcome;
  requestedAt: string;
  settledAt: string | null;
}

/** Where the lead came from (stored at intake from the visit's attribution: the analytics feature). */
export interface LeadAttribution {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export const ATTRIBUTION_LABELS: Record<keyof LeadAttribution, string> = {
  landingPage: 'Landing page',
  referrerHost: 'Referrer',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
};

export const CALL_RESULT_LABELS: Record<Exclude<keyof LeadCallResult, 'learnedAt'>, string> = {
  companySize: 'Company size (people)',
  monthlyCallVolume: 'Calls a month',
  currentTools: 'Current tools',
  buyingTimeline: 'Timeline',
  decisionMaker: 'Decision maker',
  interest: 'Interest',
  doNotCall: 'Asked not to be called',
};

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** Each learned value in words, in CALL_RESULT_LABELS order; '' for what the call did not learn. */
export function callResultWords(result: Omit<LeadCallResult, 'learnedAt'>): Record<keyof typeof CALL_RESULT_LABELS, string> {
  return {
    companySize: result.companySize?.toString() ?? '',
    monthlyCallVolume: result.monthlyCallVolume?.toString() ?? '',
    currentTools: result.currentTools?.join(', ') ?? '',
    buyingTimeline: result.buyingTimeline ? BUYING_TIMELINE_LABELS[result.buyingTimeline] : '',
    decisionMaker: yesNo(result.decisionMaker),
    interest: result.interest ? INTEREST_LEVEL_LABELS[result.interest] : '',
    doNotCall: yesNo(result.doNotCall),
  };
}

const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_LABELS) as (keyof LeadAttribution)[];

/** The attribution fields of a stored lead (its row carries them under the same names). */
export function leadAttributionOf(lead: LeadAttribution): LeadAttribution {
  return Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, lead[key] ?? null])) as unknown as LeadAttribution;
}

/** One line for the sales e-mail: "Referrer: google.com; UTM source: newsletter; Landing page: /solutions", or "(direct)". */
export function attributionLine(attribution: LeadAttribution): string {
  const known = ATTRIBUTION_KEYS.filter((key) => attribution[key]).map((key) => `${ATTRIBUTION_LABELS[key]}: ${attribution[key]}`);
  return known.length > 0 ? known.join('; ') : '(direct, or not known)';
}
