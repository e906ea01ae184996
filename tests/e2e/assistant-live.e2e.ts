import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { testWithFakeProvider } from './provider-fixtures.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { faqEntry } from './faq-answers.ts';
import { startingWith } from './text-patterns.ts';

/** Live chat on: the browser's turns go through our server to the fake provider, grounded in our pages. */
const test = testWithFakeProvider({ CHAT_PROVIDER_TIMEOUT_MS: '2000' });

const panel = (page: Page) => page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle });
const replies = (page: Page) => page.getByRole('log', { name: ASSISTANT_COPY.conversationLabel }).locator('li[data-role="assistant"]');

async function ask(page: Page, text: string) {
  await expect(replies(page).first()).toBeVisible();
  const before = await replies(page).count();
  await panel(page).getByRole('textbox', { name: ASSISTANT_COPY.messageLabel }).fill(text);
  await panel(page).getByRole('textbox', { name: ASSISTANT_COPY.messageLabel }).press('Enter');
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 10_000 });
  return replies(page).last();
}

/** How long voice recordings are kept ("90 days"), as the FAQ's answer on data says it: the first span of days in it. */
const RECORDINGS_KEPT = /\d+ days/.exec(faqEntry('data-security').answer)![0];

test('the live AI’s reply shows the section our server sent as its source, never a link the model made up, and the local answer when the provider fails', async ({
  page,
  provider,
  consoleGuard,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).click();

  const grounded = await ask(page, 'do u integrate with hubspot?');
  await expect(grounded).toContainText('Fake reply to: do u integrate with hubspot?'); // test data: the fake provider's reply
  await expect(grounded.getByRole('link', { name: startingWith(`${ASSISTANT_COPY.sourcePrefix} ${faqEntry('crm').question}`) })).toHaveAttribute('href', '/solutions#faq-crm');
  const sent = provider.chatRequests().at(-1)!.body.input;
  expect(JSON.stringify(sent)).toContain('only from the passages below');

  provider.scriptChat({ reply: 'Compare us on [this site](https://competitor.example/compare) or see /solutions.' });
  const filtered = await ask(page, 'how do you compare to others?');
  // Test data: the fake provider's reply above, with the link the model made up taken out.
  await expect(filtered).toContainText('Compare us on this site or see /solutions.');
  await expect(filtered).not.toContainText('competitor.example'); // test data
  await expect(filtered.locator('a[href*="competitor"]')).toHaveCount(0);

  // The provider fails: the local engine answers, with its own source, and the visitor sees no error.
  consoleGuard.allow(/status of 502/);
  provider.scriptChat({ status: 500 });
  const local = await ask(page, 'how long do you keep call recordings?');
  await expect(local).toContainText(RECORDINGS_KEPT);
  await expect(local.getByRole('link', { name: startingWith(ASSISTANT_COPY.sourcePrefix) })).toHaveAttribute('href', /^\/(privacy|solutions|terms)#/);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});
