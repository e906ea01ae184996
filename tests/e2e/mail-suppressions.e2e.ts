import { randomBytes } from 'node:crypto';
import { leads } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/admin/accounts.ts';
import { suppressEmail } from '../../src/server/features/email-recipients/index.ts';
import { axeViolations } from './a11y-helpers.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_COPY } from '../../src/client/features/admin/admin-copy.ts';

const PASSWORD = 'a long admin password for e2e';

test('staff see who asked for no more e-mail, when and why, and can take an address off the list', async ({ page, server }) => {
  const suffix = randomBytes(4).toString('hex');
  const username = `mail-${suffix}`;
  await createAccount(server.database.db, username, PASSWORD);
  const [lead] = await server.database.db
    .insert(leads)
    .values({ firstName: 'Ann', lastName: 'Okafor', email: `Ann.Okafor+demo@Example.org`, company: `Okafor Clinic ${suffix}` })
    .returning({ id: leads.id });
  // What the invitation's "this wasn't me" button does to the address.
  await suppressEmail(server.database.db, 'Ann.Okafor+demo@Example.org', { reason: 'not-me', leadId: lead!.id });

  await signInToAdmin(page, username, PASSWORD);

  const sections = page.getByRole('navigation', { name: ADMIN_COPY.layout.nav });
  await sections.getByRole('link', { name: 'No e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail suppression list' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppressions$/);
  await expect(sections.getByRole('link', { name: 'No e-mail' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^E-mail suppression list \| /);

  // The address as the caps compare it, the reason in staff's words, and the lead it came from.
  const row = page.getByRole('row', { name: /ann\.okafor@example\.org/ });
  await expect(row).toContainText('Said “this wasn’t me” (the meeting was cancelled)');
  await expect(row.getByRole('link', { name: 'Open the lead' })).toHaveAttribute('href', `/admin/leads/${lead!.id}`);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Remove ann.okafor@example.org from the suppression list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ann.okafor@example.org may get our e-mail again.' })).toBeVisible();
  await expect(page.getByText('No addresses yet.')).toBeVisible();
});
