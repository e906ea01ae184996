import type { ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { Database } from '../../db/connection.ts';
import { contacts, type ContactRow } from '../../db/schema.ts';

const emptyToNull = (value: string) => (value === '' ? null : value);

export async function insertContact(db: Database, submission: ContactSubmission): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      phone: emptyToNull(submission.phone),
      company: submission.company,
      industry: emptyToNull(submission.industry),
      message: emptyToNull(submission.message),
      source: submission.source,
    })
    .returning();
  if (!row) throw new Error('Insert returned no row');
  return row;
}
