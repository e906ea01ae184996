import type { Page } from '@playwright/test';
import { axeViolations, focusStop } from './a11y-helpers.ts';
import { chunkUrls, launcher, panel, recordRequests } from './assistant-page.ts';
import { expect, test } from './fixtures.ts';
import { animationsFinished } from './settling.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { homeContent } from '../../src/shared/content/home.ts';
import { CHAT_GREETING, INTENT_REPLIES, QUICK_REPLIES } from '../../src/shared/assistant/chat-rules.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { headerLabel } from './nav-labels.ts';

const VOICE_UNAVAILABLE = ASSISTANT_COPY.voiceUnavailable;
/** The chat's answer to a question about the price: its one-time setup fee and monthly plans. */
const PRICING_REPLY = INTENT_REPLIES.pricing;
/** The hero's button that opens the assistant in voice mode. */
const HERO_VOICE_BUTTON = homeContent.hero.assistantLabel;
const quickReply = (topic: (typeof QUICK_REPLIES)[number]['topic']) => QUICK_REPLIES.find((reply) => reply.topic === topic)!;

const messageBox = (page: Page) => page.getByRole('textbox', { name: ASSISTANT_COPY.messageLabel });
const conversation = (page: Page) => page.getByRole('log', { name: ASSISTANT_COPY.conversationLabel });

async function openPanel(page: Page, path = '/') {
  await page.goto(path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function sendMessage(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('assistant widget', () => {
  test('the launcher is prerendered on Home and Solutions only, before any JavaScript', async ({ request }) => {
    for (const path of ['/', '/solutions']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div data-island="assistant" data-hydrate="interaction"[^>]*><button[^>]*aria-label="Chat with our AI assistant"/);
      expect(html, path).toContain('aria-expanded="false"');
    }
    for (const path of ['/news', '/investors', '/privacy']) {
      expect(await (await request.get(path)).text(), path).not.toContain('data-island="assistant"');
    }
  });

  test('loads the panel on first interaction and never loads the voice SDK for chat', async ({ page }) => {
    const { panel: panelChunk, voiceSdk } = await chunkUrls();
    const requested = recordRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(panelChunk);
    expect(requested).not.toContain(voiceSdk);

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(requested).toContain(panelChunk);
    await sendMessage(page, 'What services do you offer?');
    await panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab }).click();
    await expect(panel(page).getByText(VOICE_UNAVAILABLE)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(voiceSdk);
  });

  test('opens and closes by mouse, keyboard and Escape, with focus moved in and returned to the launcher', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(messageBox(page)).toBeFocused();
    await launcher(page).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press('Space');
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: ASSISTANT_COPY.close }).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('every control in the panel works by keyboard', async ({ page }) => {
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type('How can I contact you?');
    await page.keyboard.press('Enter');
    await expect(conversation(page).getByText(quickReply('contact').message)).toBeVisible();

    // Shift+Tab back through the chips to the tabs, then arrow keys switch the mode.
    const chat = panel(page).getByRole('tab', { name: ASSISTANT_COPY.chatTab });
    for (let step = 0; step < 12 && !(await chat.evaluate((el) => el === document.activeElement)); step += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(chat).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByText(VOICE_UNAVAILABLE)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: ASSISTANT_COPY.useChat })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chat).toHaveAttribute('aria-selected', 'true');
  });

  test('the panel measures 384 × 500 px, anchored bottom right; controls are at least 24 × 24 px', async ({ page }) => {
    const viewport = page.viewportSize()!;
    const box = (await (await openPanel(page)).boundingBox())!;
    expect(box.width).toBe(384);
    expect(box.height).toBe(500);
    expect(box.x + box.width).toBe(viewport.width - 16);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    const launcherBox = (await launcher(page).boundingBox())!;
    expect(overlap(box, launcherBox), 'the panel leaves the launcher visible').toBe(false);
    for (const control of await panel(page).locator('button, textarea').all()) {
      const size = (await control.boundingBox())!;
      expect(size.width, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
      expect(size.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('under 640 px wide it is a full-screen sheet with its own close button, keeping focus inside', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const sheet = await openPanel(page);
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement)), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await sheet.getByRole('button', { name: ASSISTANT_COPY.close }).click();
    await expect(sheet).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('Enter sends, Shift+Enter adds a line; the typing indicator shows, then the reply after about 1 s', async ({ page }) => {
    await openPanel(page);
    await messageBox(page).fill('Hello');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('what does it cost?');
    await expect(messageBox(page)).toHaveValue('Hello\nwhat does it cost?');
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);

    // Timings are taken in the page, so a slow test runner cannot blur them.
    await conversation(page).evaluate((log) => {
      const timeline: { name: string; at: number }[] = [];
      Object.assign(window, { chatTimeline: timeline });
      const mark = (name: string, present: boolean) => {
        if (present && !timeline.some((entry) => entry.name === name)) timeline.push({ name, at: performance.now() });
      };
      new MutationObserver(() => {
        const text = log.textContent ?? '';
        mark('sent', text.includes('what does it cost?'));
        mark('typing', text.includes('Assistant is typing…'));
        mark('reply', text.includes('one-time setup and implementation fee'));
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await expect(conversation(page).locator('li[data-role="user"]')).toHaveText(/Hello\s+what does it cost\?/); // test data: what the test typed
    const reply = conversation(page).getByText(PRICING_REPLY);
    await expect(reply).toBeVisible({ timeout: 5000 });
    await expect(conversation(page).getByText(ASSISTANT_COPY.typing)).toHaveCount(0);

    const timeline = await page.evaluate(() => (window as unknown as { chatTimeline: { name: string; at: number }[] }).chatTimeline);
    expect(timeline.map((entry) => entry.name)).toEqual(['sent', 'typing', 'reply']);
    const [sent, typing, answered] = timeline.map((entry) => entry.at) as [number, number, number];
    expect(typing - sent, 'the typing indicator shows at once').toBeLessThan(100);
    expect(answered - sent, 'the reply comes after about 1 s').toBeGreaterThanOrEqual(950);
    // Generous: on a busy 2-core CI machine the page's timers themselves run late.
    expect(answered - sent).toBeLessThan(3000);
  });

  test('the conversation persists on /solutions and after a reload, and can be cleared', async ({ page }) => {
    await openPanel(page);
    await panel(page).getByRole('button', { name: quickReply('pricing').label }).click();
    await expect(conversation(page).getByText(PRICING_REPLY)).toBeVisible();
    await expect(conversation(page).getByRole('link', { name: ASSISTANT_COPY.demoFormLink })).toHaveAttribute('href', '/#contact');

    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/solutions') }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await launcher(page).click();
    await expect(conversation(page).getByText(quickReply('pricing').message)).toBeVisible();
    await expect(conversation(page).getByText(PRICING_REPLY)).toBeVisible();

    await page.reload();
    await launcher(page).click();
    await expect(conversation(page).getByText(quickReply('pricing').message)).toBeVisible();

    await panel(page).getByRole('button', { name: ASSISTANT_COPY.clear }).click();
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversation(page).getByText(CHAT_GREETING)).toBeVisible();
  });

  test('voice mode says voice is unavailable when it is not configured, and chat keeps working', async ({ page }) => {
    await openPanel(page);
    await panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab }).click();
    await expect(panel(page).getByRole('alert')).toHaveText(VOICE_UNAVAILABLE);
    await expect(panel(page).getByRole('button', { name: ASSISTANT_COPY.startCall })).toHaveCount(0);
    await panel(page).getByRole('button', { name: ASSISTANT_COPY.useChat }).click();
    await sendMessage(page, 'phone');
    await expect(conversation(page).getByText(INTENT_REPLIES.contact)).toBeVisible();
  });

  test('the hero’s Talk with Our AI Assistant opens the panel in voice mode', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HERO_VOICE_BUTTON }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('alert')).toHaveText(VOICE_UNAVAILABLE);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: HERO_VOICE_BUTTON })).toBeFocused();
  });

  test('a tap on the launcher or the hero’s voice button before the page’s script has run is replayed once it has', async ({ page }) => {
    // The entry script is requested after the first paint (EntryScriptAfterFirstPaint.tsx); here it is held back.
    const entryScript = /\/assets\/entry-client-[\w-]+\.js$/;
    for (const [button, mode] of [
      [launcher(page), ASSISTANT_COPY.chatTab],
      [page.getByRole('button', { name: HERO_VOICE_BUTTON }), ASSISTANT_COPY.voiceTab],
    ] as const) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(entryScript, async (route) => {
        await released;
        await route.continue();
      });
      const requested = page.waitForRequest(entryScript);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await requested;
      await button.click();
      await page.waitForTimeout(300);
      await expect(panel(page)).toHaveCount(0);
      release();
      await expect(panel(page)).toBeVisible();
      await expect(panel(page).getByRole('tab', { name: mode })).toHaveAttribute('aria-selected', 'true');
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('the open panel never hides the element that has focus', async ({ page }) => {
    await openPanel(page);
    let checked = 0;
    // Tab out of the panel into the footer, whose links would sit behind the panel's corner.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      // Measured once the focus scroll has settled: mid-scroll boxes say nothing about what a visitor sees.
      const stop = await focusStop(page);
      if (!stop) break;
      const state = await page.evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]');
        const focused = document.activeElement;
        if (!dialog || !focused) return null;
        const { x, y, width, height } = dialog.getBoundingClientRect();
        return { inside: dialog.contains(focused), panel: { x, y, width, height } };
      });
      if (!state) break;
      if (state.inside) continue;
      checked += 1;
      const focus = { x: stop.left, y: stop.top, width: stop.right - stop.left, height: stop.bottom - stop.top };
      expect(overlap(focus, state.panel), `${stop.label} is hidden by the panel`).toBe(false);
    }
    expect(checked, 'focus reached the page behind the panel').toBeGreaterThan(3);
  });

  test('the launcher never covers a link, even at the bottom of the page', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 720 }, { width: 375, height: 700 }]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/solutions']) {
        await page.goto(path);
        // Instant, not the page's smooth scrolling: the boxes are read once the page is at the bottom.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await page.waitForFunction(() => window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1);
        const launcherBox = (await launcher(page).boundingBox())!;
        // All boxes in one read: the same moment for every link, and one round trip on a busy machine.
        const links = await page.locator('footer a, footer button').evaluateAll((elements) =>
          elements.map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { name: element.textContent?.trim(), box: { x, y, width, height } };
          }),
        );
        expect(links.length).toBeGreaterThan(5);
        for (const { name, box } of links) {
          expect(overlap(box, launcherBox), `${path} at ${viewport.width}px: ${name}`).toBe(false);
        }
      }
    }
  });

  test('has no WCAG 2.2 AA violations in chat and voice mode', async ({ page }) => {
    await openPanel(page);
    await sendMessage(page, 'price');
    await expect(conversation(page).getByText(PRICING_REPLY)).toBeVisible();
    // Colours are judged at rest: a tab or button still fading to its new state has a contrast of its own.
    const scan = async () => {
      await animationsFinished(panel(page));
      return axeViolations(page, { include: '[data-island="assistant"]' });
    };
    expect(await scan()).toEqual([]);
    await panel(page).getByRole('tab', { name: ASSISTANT_COPY.voiceTab }).click();
    await expect(panel(page).getByRole('alert')).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  test('honours prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPanel(page);
    // The typing indicator lives for 1 s: its animation is read in the page the moment it appears,
    // so a slow test runner cannot miss it.
    await conversation(page).evaluate((log) => {
      const seen: string[] = [];
      Object.assign(window, { typingDotAnimations: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            const dot = node instanceof Element ? node.querySelector('span.rounded-full[aria-hidden="true"]') : null;
            if (dot) seen.push(getComputedStyle(dot).animationName);
          }
        }
      }).observe(log, { subtree: true, childList: true });
    });
    const typingDotAnimations = () => page.evaluate(() => (window as unknown as { typingDotAnimations: string[] }).typingDotAnimations);
    const replies = conversation(page).locator('li[data-role="assistant"]');
    await expect(replies, 'the greeting').toHaveCount(1);

    await sendMessage(page, 'hello');
    await expect(replies).toHaveCount(2);
    expect(await typingDotAnimations()).toEqual(['none']);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await sendMessage(page, 'once more');
    await expect(replies).toHaveCount(3);
    expect(await typingDotAnimations()).toEqual(['none', 'bounce']);
  });
});
