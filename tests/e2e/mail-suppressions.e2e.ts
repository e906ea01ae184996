import { randomBytes } from 'node:crypto';
import { leads } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { suppressEmail } from '../../src/server/features/email-recipients/index.ts';
import { axeViolations } from './a11y-helpers.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_COPY } from '../../src/client/features/admin/admin-copy.ts';
import { SUPPRESSIONS_COPY } from '../../src/client/features/admin/suppressions/suppressions-copy.ts';
import { SUPPRESSION_REASON_LABELS } from '../../src/shared/leads/suppression-model.ts';

const PASSWORD = 'a long admin password for e2e';
/** The lead's address (test data) as the list compares it: lower case, without its +tag. */
const COMPARED_ADDRESS = 'ann.okafor@example.org';

test('staff see who asked for no more e-mail, when and why, and can take an address off the list', async ({ page, server }) => {
  const suffix = randomBytes(4).toString('hex');
  const username = `mail-${suffix}`;
  await createTestAccount(server.database.db, username, PASSWORD);
  const [lead] = await server.database.db
    .insert(leads)
    .values({ firstName: 'Ann', lastName: 'Okafor', email: `Ann.Okafor+demo@Example.org`, company: `Okafor Clinic ${suffix}` })
    .returning({ id: leads.id });
  // What the invitation's "this wasn't me" button does to the address.
  await suppressEmail(server.database.db, 'Ann.Okafor+demo@Example.org', { reason: 'not-me', leadId: lead!.id });

  await signInToAdmin(page, username, PASSWORD);

  const sections = page.getByRole('navigation', { name: ADMIN_COPY.layout.nav });
  await sections.getByRole('link', { name: SUPPRESSIONS_COPY.nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: SUPPRESSIONS_COPY.title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppressions$/);
  await expect(sections.getByRole('link', { name: SUPPRESSIONS_COPY.nav })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(new RegExp(`^${SUPPRESSIONS_COPY.title} \\| `));

  // The address as the caps compare it, the reason in staff's words, and the lead it came from.
  const row = page.getByRole('row', { name: /ann\.okafor@example\.org/ }); // test data: the address the test suppressed
  await expect(row).toContainText(SUPPRESSION_REASON_LABELS['not-me']);
  await expect(row.getByRole('link', { name: SUPPRESSIONS_COPY.openLead })).toHaveAttribute('href', `/admin/leads/${lead!.id}`);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: SUPPRESSIONS_COPY.removeLabel(COMPARED_ADDRESS) }).click();
  await expect(page.getByRole('status').filter({ hasText: SUPPRESSIONS_COPY.removed(COMPARED_ADDRESS) })).toBeVisible();
  await expect(page.getByText(SUPPRESSIONS_COPY.empty)).toBeVisible();
});
