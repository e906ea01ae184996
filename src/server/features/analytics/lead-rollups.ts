import { sql } from 'drizzle-orm';
import { OTHER_NAME } from '../../../shared/analytics/analytics-report.ts';
import type { Database } from '../../db/connection.ts';
import { addDays, type RollupBounds } from './rollups.ts';
import { utcDayOf } from './visitor-hash.ts';

/**
 * Ended reasons of a call nobody took: the provider's words for no answer, busy and voicemail. A call is answered
 * when it lasted and ended for any other reason.
 */
export const NOT_ANSWERED_REASONS = ['customer-did-not-answer', 'customer-busy', 'voicemail', 'twilio-failed-to-connect-call'] as const;
const notAnsweredList = sql.raw(NOT_ANSWERED_REASONS.map((reason) => `'${reason}'`).join(', '));
const ANSWERED = sql`(lc.duration_seconds > 0 and coalesce(lc.ended_reason, '') not in (${notAnsweredList}))`;

/**
 * Each lead's sales line (issue 38): its calls (first and retries) and how they ended, a transfer a person took, and a
 * meeting booked during one of our calls that still stands. One row per lead, so the lead's other joins stay 1:1.
 */
const SALES_LINE_OF_LEAD = sql`
  left join lateral (select count(*) as attempts, count(*) filter (where ca.outcome = 'answered-by-person') as answered,
      count(*) filter (where ca.outcome = 'voicemail') as voicemails
    from call_attempts ca where ca.lead_id = l.id) attempts on true
  left join lateral (select count(*) as connected from lead_call_transfers t where t.lead_id = l.id and t.outcome = 'connected') transfers on true
  left join lateral (select count(*) as booked from meetings m where m.lead_id = l.id and m.lead_call_id is not null and m.status <> 'cancelled') call_meetings on true`;
const SALES_LINE_SUMS = sql`sum(attempts.attempts) as call_attempts, count(*) filter (where attempts.answered > 0) as answered_by_person,
  sum(attempts.voicemails) as voicemails, count(*) filter (where transfers.connected > 0) as transferred,
  count(*) filter (where call_meetings.booked > 0) as meetings_from_call`;

/**
 * Days whose leads' call-backs may still change: a call-back waits at most for the next calling hours (a weekend),
 * then is placed and answered or not within minutes. Older days' rollups stay as they are.
 */
export const LEAD_OUTCOME_DAYS = 7;

/**
 * Replaces one UTC day's lead rollup with what its leads (not spam) and their call-backs say now, by attribution;
 * past `maxRollupRowsPerDay` rows, the attributions with the fewest leads are folded into one "(other)" row.
 */
export async function rollUpLeadDay(db: Pick<Database, 'transaction'>, day: string, { maxRollupRowsPerDay: maxRows }: RollupBounds): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily_leads where day = ${day}::date`);
    await tx.execute(sql`
      insert into analytics_daily_leads (day, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, leads, call_backs_requested, calls_placed, calls_answered,
        call_attempts, answered_by_person, voicemails, transferred, meetings_from_call)
      with grouped as (
        select coalesce(l.landing_page, '') as landing_page, coalesce(l.referrer_host, '') as referrer_host, coalesce(l.utm_source, '') as utm_source,
          coalesce(l.utm_medium, '') as utm_medium, coalesce(l.utm_campaign, '') as utm_campaign,
          count(*) as leads, count(c.lead_id) as call_backs_requested, count(lc.placed_at) as calls_placed, count(*) filter (where ${ANSWERED}) as calls_answered,
          ${SALES_LINE_SUMS}
        from leads l left join call_consents c on c.lead_id = l.id left join lead_calls lc on lc.lead_id = l.id
          ${SALES_LINE_OF_LEAD}
        where not l.is_spam and l.created_at >= ${`${day}T00:00:00Z`}::timestamptz and l.created_at < ${`${addDays(day, 1)}T00:00:00Z`}::timestamptz
        group by 1, 2, 3, 4, 5
      ),
      ranked as (select *, row_number() over (order by leads desc, landing_page, referrer_host, utm_source, utm_medium, utm_campaign) as place from grouped)
      select ${day}::date, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, leads, call_backs_requested, calls_placed, calls_answered,
        call_attempts, answered_by_person, voicemails, transferred, meetings_from_call
      from ranked where place < ${maxRows}
      union all
      select ${day}::date, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME},
        sum(leads), sum(call_backs_requested), sum(calls_placed), sum(calls_answered),
        sum(call_attempts), sum(answered_by_person), sum(voicemails), sum(transferred), sum(meetings_from_call)
      from ranked where place >= ${maxRows} having count(*) > 0`);
  });
}

/**
 * The lead days to roll up now: the last LEAD_OUTCOME_DAYS and today, and every earlier day with leads but no rollup
 * (leads from before the rollups existed, or an instance that was down).
 */
export async function leadDaysToRollUp(db: Pick<Database, 'execute'>, now: Date): Promise<string[]> {
  const today = utcDayOf(now);
  const recent = Array.from({ length: LEAD_OUTCOME_DAYS + 1 }, (_, back) => addDays(today, back - LEAD_OUTCOME_DAYS));
  const missed = (await db.execute(sql`
    select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from leads
    where not is_spam and created_at < ${`${recent[0]}T00:00:00Z`}::timestamptz
      and (created_at at time zone 'UTC')::date not in (select day from analytics_daily_leads)
    order by 1`)) as unknown as { rows: { day: string }[] };
  return [...missed.rows.map((row) => row.day), ...recent];
}
