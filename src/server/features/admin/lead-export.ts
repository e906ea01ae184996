import type { LeadSource } from '../../../shared/leads/lead-schema.ts';
import { industryLabel, LANGUAGE_LABELS, SOURCE_LABELS, STATUS_LABELS, type LeadStatus } from '../../../shared/leads/lead-model.ts';
import type { LeadRow } from '../../db/schema.ts';
import { toCsv } from './csv.ts';

const HEADER = ['Received (UTC)', 'First name', 'Last name', 'E-mail', 'Phone', 'Company', 'Industry', 'Message', 'Source', 'Language', 'Status', 'Lead ID'];

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
      ]),
    )
  );
}
