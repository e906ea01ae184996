import { ATTRIBUTION_LABELS, CALL_RESULT_LABELS, callResultWords, leadAttributionOf } from '../../../shared/leads/call-result.ts';
import type { LeadSource } from '../../../shared/leads/lead-schema.ts';
import { callResultOf } from '../call-back/index.ts';
import { industryLabel, LANGUAGE_LABELS, SOURCE_LABELS, STATUS_LABELS, type LeadStatus } from '../../../shared/leads/lead-model.ts';
import type { LeadRow } from '../../db/schema.ts';
import { toCsv } from './csv.ts';

const HEADER = [
  ...['Received (UTC)', 'First name', 'Last name', 'E-mail', 'Phone', 'Company', 'Industry', 'Message', 'Source', 'Language', 'Status', 'Lead ID'],
  // Where the lead came from, then what its AI call-back learned (empty until a call reports it).
  ...Object.values(ATTRIBUTION_LABELS),
  ...Object.values(CALL_RESULT_LABELS),
  'Call result learned (UTC)',
];

/** The attribution and call-result cells of one lead, in HEADER's order. */
function sourceAndCallCells(row: LeadRow): (string | null)[] {
  const result = callResultOf(row);
  return [...Object.values(leadAttributionOf(row)), ...(result ? Object.values(callResultWords(result)) : Object.keys(CALL_RESULT_LABELS).map(() => '')), result?.learnedAt ?? ''];
}

/**
 * The leads as CSV. A UTF-8 byte order mark goes first so that Excel reads accented names correctly;
 * RFC 4180 parsers and spreadsheets otherwise ignore it.
 */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return (
    '\uFEFF' +
    toCsv(
      HEADER,
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.company,
        industryLabel(row.industry),
        row.message,
        SOURCE_LABELS[row.source as LeadSource] ?? row.source,
        LANGUAGE_LABELS[row.language] ?? row.language,
        STATUS_LABELS[row.status as LeadStatus] ?? row.status,
        row.id,
        ...sourceAndCallCells(row),
      ]),
    )
  );
}
