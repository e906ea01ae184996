/**
 * Finds every visible link and button on a page and checks that each one does something a visitor
 * would notice: navigates somewhere that answers, downloads, opens a dialog or panel, submits a form
 * or opens the assistant. Used by no-dead-controls.e2e.ts.
 */
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { linkForm } from '../support/link-rules.ts';
import { pageSettled, watchRequests } from './settling.ts';

export const CONTROL_SELECTOR = 'a, button, [role="button"]';
const EFFECT_TIMEOUT_MS = 5_000;

export interface Control {
  /** Stable across reloads: kind, name, href and which occurrence of that triple it is. */
  key: string;
  /** Position among every CONTROL_SELECTOR match in the document (visible or not) when collected. */
  index: number;
  kind: 'link' | 'button';
  name: string;
  href: string | null;
  /** href resolved against the page. */
  url: string | null;
  target: string | null;
  rel: string | null;
  download: boolean;
  type: string | null;
  inForm: boolean;
  disabled: boolean;
  expanded: string | null;
  /** A tab that is already the selected one: clicking it rightly changes nothing. */
  selectedTab: boolean;
  controls: string | null;
  assistant: string | null;
}

/** Controls visible in `scope` (the whole page by default), in document order. */
export async function collectControls(page: Page, scope?: Locator): Promise<Control[]> {
  // From the first look at a page on, its lazy loads are counted, so settledState can wait for them.
  watchRequests(page);
  const elements = (scope ?? page.locator('body')).locator(CONTROL_SELECTOR);
  return elements.evaluateAll((found, selector) => {
    const all = [...document.querySelectorAll(selector)];
    const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const seen = new Map<string, number>();
    // Keys count occurrences over the whole document, so the same control gets the same key in any scope.
    const keyOf = new Map<Element, string>();
    for (const element of all) {
      const kind = element instanceof HTMLAnchorElement ? 'link' : 'button';
      const base = `${kind}|${nameOf(element)}|${element.getAttribute('href') ?? ''}`;
      const occurrence = (seen.get(base) ?? 0) + 1;
      seen.set(base, occurrence);
      keyOf.set(element, `${base}#${occurrence}`);
    }
    return found.flatMap((element) => {
      const rect = element.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (!visible) return [];
      const anchor = element instanceof HTMLAnchorElement ? element : null;
      const button = element instanceof HTMLButtonElement ? element : null;
      return [
        {
          key: keyOf.get(element)!,
          index: all.indexOf(element),
          kind: anchor ? ('link' as const) : ('button' as const),
          name: nameOf(element),
          href: element.getAttribute('href'),
          url: anchor && anchor.getAttribute('href') !== null ? anchor.href : null,
          target: element.getAttribute('target'),
          rel: element.getAttribute('rel'),
          download: element.hasAttribute('download'),
          type: button ? button.type : element.getAttribute('type'),
          inForm: Boolean(button?.form),
          disabled: Boolean(button?.disabled) || element.getAttribute('aria-disabled') === 'true',
          expanded: element.getAttribute('aria-expanded'),
          selectedTab: element.getAttribute('role') === 'tab' && element.getAttribute('aria-selected') === 'true',
          controls: element.getAttribute('aria-controls'),
          assistant: element.getAttribute('data-assistant-open'),
        },
      ];
    });
  }, CONTROL_SELECTOR);
}

/** Finds a control again after a reload, by its key. */
export async function locateControl(page: Page, key: string): Promise<Locator | null> {
  const control = (await collectControls(page)).find((candidate) => candidate.key === key);
  return control ? page.locator(CONTROL_SELECTOR).nth(control.index) : null;
}

export const describeControl = (control: Control) => `${control.kind} "${control.name || '(no text)'}"${control.href !== null ? ` (${control.href})` : ''}`;

interface FetchedPage {
  status: number;
  body: string;
}

/** Responses by URL: the same link appears on every page, it is fetched once per worker. */
const fetched = new Map<string, Promise<FetchedPage>>();

function fetchOnce(request: APIRequestContext, url: string): Promise<FetchedPage> {
  let result = fetched.get(url);
  if (!result) {
    result = request.get(url, { maxRedirects: 5 }).then(async (response) => ({
      status: response.status(),
      body: (response.headers()['content-type'] ?? '').startsWith('text/html') ? await response.text() : '',
    }));
    fetched.set(url, result);
  }
  return result;
}

/** What is wrong with a link, or null when it works. Downloads are clicked; other links are checked by their target. */
export async function checkLink(page: Page, request: APIRequestContext, control: Control): Promise<string | null> {
  const what = describeControl(control);
  const here = new URL(page.url());
  const form = linkForm(control, control.url ? new URL(control.url) : null, here.origin);
  if (form === null) return null;
  if ('problem' in form) return `${what} ${form.problem}`;
  const target = form.follow;

  const fragment = decodeURIComponent(target.hash.slice(1));
  if (target.pathname === here.pathname && target.search === here.search && fragment) {
    const exists = await page.evaluate((id) => document.getElementById(id) !== null, fragment);
    return exists ? null : `${what} points to #${fragment}, which is not on the page`;
  }

  if (control.download) {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: EFFECT_TIMEOUT_MS }).catch(() => null),
      page.locator(CONTROL_SELECTOR).nth(control.index).click(),
    ]);
    if (!download) return `${what} is a download link but nothing was downloaded`;
    const failure = await download.failure();
    return failure ? `${what} download failed: ${failure}` : null;
  }

  target.hash = '';
  const response = await fetchOnce(request, target.href);
  if (response.status < 200 || response.status > 299) return `${what} leads to a page that answers ${response.status}`;
  if (fragment && !response.body.includes(`id="${fragment}"`)) return `${what} points to #${fragment}, which is not on ${target.pathname}`;
  return null;
}

interface PageState {
  url: string;
  text: string;
  dialogs: number;
}

async function pageState(page: Page): Promise<PageState | null> {
  try {
    return await page.evaluate(() => ({
      url: location.href,
      // innerText only includes what is rendered, so it changes exactly when something visible does.
      text: document.body.innerText,
      dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"], [aria-modal="true"]')].filter(
        (element) => element.checkVisibility() && element.getBoundingClientRect().height > 0,
      ).length,
    }));
  } catch {
    return null; // Navigating: the old document is gone.
  }
}

/**
 * The page's state once it has settled (no lazy load in flight, no motion, no DOM change for two frames), so
 * late rendering is not mistaken for a click's effect, and a panel still loading is not walked before its
 * controls are there.
 */
export async function settledState(page: Page): Promise<PageState | null> {
  await pageSettled(page, EFFECT_TIMEOUT_MS);
  return pageState(page);
}

export interface ButtonResult {
  problem: string | null;
  /** A dialog or panel the button opened, whose own controls can be walked in turn. */
  revealed: Locator | null;
}

/**
 * Clicks a button and waits for an effect a visitor would notice; a button that causes none is dead.
 * `effectTimeoutMs`: how long a visitor waits for the effect (the walk's 5 s; the walker's own self-test, whose
 * controls act at once or never, waits less).
 */
export async function checkButton(page: Page, control: Control, effectTimeoutMs = EFFECT_TIMEOUT_MS): Promise<ButtonResult> {
  const what = describeControl(control);
  if (control.disabled) return { problem: `${what} is disabled`, revealed: null };
  if (control.selectedTab) return { problem: null, revealed: null };
  if (control.type === 'submit' && !control.inForm) return { problem: `${what} is a submit button outside any form`, revealed: null };

  const button = page.locator(CONTROL_SELECTOR).nth(control.index);
  const before = await settledState(page);
  const downloads: Download[] = [];
  const popups: Page[] = [];
  const onDownload = (download: Download) => downloads.push(download);
  const onPopup = (popup: Page) => popups.push(popup);
  page.on('download', onDownload);
  page.context().on('page', onPopup);
  try {
    await button.click({ timeout: EFFECT_TIMEOUT_MS });
    const seen: { effect: { after: PageState | null; expandedNow: string | null } | null } = { effect: null };
    const noticeEffect = async () => {
      const after = await pageState(page);
      const expandedNow = control.expanded === null ? null : await button.getAttribute('aria-expanded', { timeout: 1_000 }).catch(() => null);
      if (judge(control, before, after, expandedNow, downloads.length > 0 || popups.length > 0)) seen.effect = { after, expandedNow };
      return seen.effect !== null;
    };
    // No effect within the time a visitor would wait is the verdict below, not a failure of this test.
    await expect.poll(noticeEffect, { timeout: effectTimeoutMs }).toBe(true).catch(() => undefined);
    if (seen.effect) {
      const { after, expandedNow } = seen.effect;
      // A toggle may name what it controls only once that exists (the assistant's lazily loaded panel).
      const controls = control.expanded === null ? control.controls : await button.getAttribute('aria-controls', { timeout: 1_000 }).catch(() => control.controls);
      const opensPanel = controls !== null && expandedNow === 'true';
      const revealed = opensPanel ? await visiblePanel(page, controls) : await revealedBy(page, before, after);
      if (opensPanel && !revealed) return { problem: `${what} says it expanded but #${controls} is not visible`, revealed: null };
      return { problem: null, revealed };
    }
  } finally {
    page.off('download', onDownload);
    page.context().off('page', onPopup);
    for (const popup of popups) await popup.close();
  }
  if (control.assistant !== null) return { problem: `${what} did not open the assistant dialog`, revealed: null };
  if (control.expanded !== null) return { problem: `${what} did not toggle aria-expanded or show what it controls`, revealed: null };
  return { problem: `${what} did nothing visible (no navigation, download, dialog, panel or change on the page)`, revealed: null };
}

/** Whether the expected effect of this kind of button has happened. */
function judge(control: Control, before: PageState | null, after: PageState | null, expandedNow: string | null, downloadedOrPopup: boolean): boolean {
  if (downloadedOrPopup) return true;
  const navigated = !after || (before !== null && after.url !== before.url);
  if (control.assistant !== null) return Boolean(after && before && after.dialogs > before.dialogs);
  if (control.expanded !== null) return expandedNow !== null && expandedNow !== control.expanded;
  if (navigated) return true;
  return Boolean(after && before && (after.dialogs !== before.dialogs || after.text !== before.text));
}

async function visiblePanel(page: Page, id: string): Promise<Locator | null> {
  const panel = page.locator(`[id="${id}"]`);
  return panel.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }).then(
    () => panel,
    () => null,
  );
}

async function revealedBy(page: Page, before: PageState | null, after: PageState | null): Promise<Locator | null> {
  if (before && after && after.dialogs > before.dialogs) {
    const dialog = page.locator('dialog[open], [role="dialog"]').filter({ visible: true }).last();
    return (await dialog.count()) > 0 ? dialog : null;
  }
  return null;
}
