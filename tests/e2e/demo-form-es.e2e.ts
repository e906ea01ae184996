import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { axeViolations, horizontalOverflow } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A Spanish-speaking visitor in Miami on a phone: the form, its errors, the thank-you page and the booking, in Spanish. */
test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'America/New_York' });

test('on /es the demo form speaks Spanish: errors with focus on the first, the thank-you page, and booking a slot', async ({ page, server }) => {
  await page.goto('/es#contact');
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');

  await form.getByRole('button', { name: 'Solicitar mi demo gratis' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await expect(form.getByText('Obligatorio', { exact: true })).toHaveCount(4);
  await page.getByLabel('Correo electrónico del negocio').fill('ana@');
  await page.getByLabel('Correo electrónico del negocio').blur();
  await expect(form.getByText('Escriba un correo electrónico válido, como nombre@empresa.com')).toBeVisible();
  expect(await axeViolations(page, { include: '#contact' })).toEqual([]);

  const email = `ana-${randomUUID().slice(0, 8)}@dentalsol.com`;
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Ruiz');
  await page.getByLabel('Correo electrónico del negocio').fill(email);
  await page.getByLabel('Nombre de la empresa').fill('Dental Sol');
  await form.getByRole('button', { name: 'Solicitar mi demo gratis' }).click();

  const thankYou = page.getByTestId('demo-thank-you');
  await expect(thankYou.getByRole('heading', { name: '¡Gracias!' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '¡Listo!' })).toBeVisible();
  const [lead] = await server.database.db.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({ firstName: 'Ana', language: 'es' });

  const picker = page.getByTestId('meeting-picker');
  await expect(picker.getByRole('heading', { name: 'Reserve su demostración ahora' })).toBeVisible();
  await expect(picker.getByTestId('booking-zone')).toHaveText(/^Horarios en hora /);
  const first = picker.getByRole('radio').first();
  // Spanish days and times: "martes, 1 de diciembre" and "2:30 p. m.".
  await expect(picker.locator('legend').first()).toHaveText(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+$/);
  await expect(first.locator('xpath=ancestor::label')).toHaveText(/^\d{1,2}:\d{2} [ap]\. m\.$/);
  // The page without JavaScript, in Spanish too.
  await expect(picker.getByRole('link', { name: 'Reserve en nuestra página de reservas' })).toHaveAttribute('href', /^\/es\/book\?token=[\w.-]+$/);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);

  await first.check();
  await picker.getByRole('button', { name: /^Reservar el / }).click();
  await expect(picker.getByRole('heading', { name: 'Su demostración está reservada' })).toBeFocused();
  await expect(picker.getByTestId('booking-when')).toHaveText(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), .+ [ap]\. m\. \(hora .+\)$/);
  await expect(page.getByRole('status').filter({ hasText: 'Demostración reservada' })).toBeVisible();
  expect(await server.database.db.select().from(meetings).where(eq(meetings.leadId, lead!.id))).toMatchObject([{ status: 'booked' }]);
  expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);
});
