import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { assistantUnansweredQuestions, leads } from '../../src/server/db/schema.ts';
import { axeViolations } from './a11y-helpers.ts';
import { faqEntry, quoteOfAnswer } from './faq-answers.ts';
import { startingWith } from './text-patterns.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { ASSISTANT_COPY, CHAT_LEAD_COPY } from '../../src/shared/content/assistant.ts';
import { FORM_CHROME } from '../../src/shared/content/form-chrome.ts';
import { INTENT_REPLIES, LIMITS_REPLY } from '../../src/shared/assistant/chat-rules.ts';

const launcher = (page: Page) => page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel });
const panel = (page: Page) => page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle });
const conversation = (page: Page) => page.getByRole('log', { name: ASSISTANT_COPY.conversationLabel });
const lastReply = (page: Page) => conversation(page).locator('li[data-role="assistant"]').last();

async function ask(page: Page, text: string) {
  // The greeting comes first; count replies after it.
  await expect(conversation(page).locator('li[data-role="assistant"]').first()).toBeVisible();
  const replies = await conversation(page).locator('li[data-role="assistant"]').count();
  await panel(page).getByRole('textbox', { name: ASSISTANT_COPY.messageLabel }).fill(text);
  await panel(page).getByRole('textbox', { name: ASSISTANT_COPY.messageLabel }).press('Enter');
  await expect(conversation(page).locator('li[data-role="assistant"]')).toHaveCount(replies + 1, { timeout: 10_000 });
}

test.describe('the assistant answers from the site', () => {
  // Several chat turns at the spec's 1 s each, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('loads the index only when the chat opens, and answers a product question with a link to its section', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('assistant-index'))).toEqual([]);

    await launcher(page).click();
    await ask(page, 'Do you integrate with Salesforce?');
    expect(requested.some((path) => path.includes('assistant-index'))).toBe(true);
    await expect(lastReply(page)).toContainText(quoteOfAnswer('crm'));
    const more = lastReply(page).getByRole('link', { name: startingWith(`${ASSISTANT_COPY.sourcePrefix} ${faqEntry('crm').question}`) });
    await expect(more).toHaveAttribute('href', '/solutions#faq-crm');
    await more.click();
    await expect(page).toHaveURL(/\/solutions#faq-crm$/);
    await expect(page.locator('#faq-crm')).toContainText(faqEntry('crm').question);
  });

  test('is honest about what it cannot answer, and keeps the question for staff without the visitor’s e-mail', async ({ page, server }) => {
    await page.goto('/solutions');
    await launcher(page).click();
    const question = `What's the weather in Miami today? mail me at sam.${Date.now()}@example.com`;
    await ask(page, question);
    await expect(lastReply(page)).toContainText(LIMITS_REPLY);
    await expect(lastReply(page).getByRole('link', { name: ASSISTANT_COPY.demoFormLink })).toHaveAttribute('href', '/#contact');
    await expect
      .poll(async () => (await server.database.db.select().from(assistantUnansweredQuestions)).map((row) => row.questionText))
      .toContain("What's the weather in Miami today? mail me at [email]");
  });

  test('captures a lead in the chat, with zero axe violations while answers, links and the form show', async ({ page, server }) => {
    await page.goto('/');
    await launcher(page).click();
    await ask(page, 'What happens to calls after hours?');
    // Not a booking request ("book a demo" offers the free times: assistant-booking.e2e.ts): the demo reply and its form.
    await ask(page, 'What are the next steps?');
    await expect(lastReply(page)).toContainText(INTENT_REPLIES.demo);
    await lastReply(page).getByRole('button', { name: ASSISTANT_COPY.leadFormOpen }).click();
    const form = panel(page).getByRole('form', { name: CHAT_LEAD_COPY.heading });
    await form.getByRole('button', { name: CHAT_LEAD_COPY.submit }).click();
    await expect(form.getByRole('textbox', { name: CHAT_LEAD_COPY.name })).toBeFocused();
    await expect(form.getByText(FORM_CHROME.validation.chatConsent)).toBeVisible();
    expect(await axeViolations(page, { include: '[data-island="assistant"]' })).toEqual([]);

    await form.getByRole('textbox', { name: CHAT_LEAD_COPY.name }).fill('Dana Whitfield');
    await form.getByRole('textbox', { name: CHAT_LEAD_COPY.reach }).fill('dana@whitfield-dental.com');
    await form.getByRole('checkbox', { name: CHAT_LEAD_COPY.consent }).check();
    await form.getByRole('button', { name: CHAT_LEAD_COPY.submit }).click();
    await expect(panel(page).getByRole('status').filter({ hasText: CHAT_LEAD_COPY.sent })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-island="assistant"]' })).toEqual([]);

    const [lead] = await server.database.db.select().from(leads).where(eq(leads.email, 'dana@whitfield-dental.com'));
    expect(lead).toMatchObject({ source: 'chat', firstName: 'Dana', lastName: 'Whitfield' });
    expect(lead!.transcript!.map((entry) => entry.content)).toEqual(expect.arrayContaining(['What are the next steps?', 'What happens to calls after hours?']));
  });

  test('the demo form sent after chatting in the same tab attaches the transcript and says so', async ({ page, server }) => {
    await page.goto('/');
    const form = page.locator('form[aria-labelledby="demo-form-title"]');
    await launcher(page).click();
    await ask(page, 'Is my data HIPAA-safe?');
    await panel(page).getByRole('button', { name: ASSISTANT_COPY.close }).click();

    await form.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Sam');
    await expect(form.getByTestId('demo-transcript-note')).toContainText(DEMO_FORM_TEXT.transcriptAttached);
    await form.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Okafor');
    await form.getByLabel(DEMO_FORM_TEXT.labels.email).fill('sam@okafor-clinic.com');
    await form.getByLabel(DEMO_FORM_TEXT.labels.company).fill('Okafor Clinic');
    await form.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
    await expect(page.getByTestId('demo-thank-you')).toBeVisible();

    const [lead] = await server.database.db.select().from(leads).where(eq(leads.email, 'sam@okafor-clinic.com'));
    expect(lead!.source).toBe('demo');
    expect(lead!.transcript!.map((entry) => entry.content)).toContain('Is my data HIPAA-safe?');
  });
});
