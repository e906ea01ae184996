/**
 * No control on any public page is inert: every visible link and button, at desktop and at phone
 * width, navigates somewhere that answers, downloads, opens something or submits a form.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { checkButton, checkLink, collectControls, locateControl, settledState, type Control } from './control-walker.ts';
import { expect, test } from './fixtures.ts';
import { ONE_SPANISH_ROUTE_PER_TEMPLATE } from './template-routes.ts';

/**
 * Every English page, and each Spanish template once: a Spanish page has the same controls as its English twin, in
 * other words, and its own links, which tests/api/page-links.test.ts follows on every Spanish page. Not the Spanish
 * home and Solutions pages: their buttons (the FAQ, the plans, the assistant, the demo form) are the English ones'
 * components with Spanish words, and walking them took a third of this file's time in CI (66 of 207 s); their own
 * tests (assistant-es, demo-form-es, languages) press their main buttons in Spanish.
 */
const SPANISH_TWINS_NOT_WALKED = new Set(['/es', '/es/solutions']);
const WALKED_ROUTES = [
  ...PUBLIC_ROUTES.filter((route) => route.locale === 'en'),
  ...ONE_SPANISH_ROUTE_PER_TEMPLATE.filter((route) => !SPANISH_TWINS_NOT_WALKED.has(route.path)),
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

interface Walk {
  page: Page;
  request: APIRequestContext;
  path: string;
  problems: string[];
  checked: Set<string>;
}

/** Checks one control on a fresh copy of the page; a dialog or panel it opens has its own controls checked too. */
async function walkControl(walk: Walk, control: Control) {
  const { page, request, path, problems, checked } = walk;
  checked.add(control.key);
  if (control.kind === 'link') {
    const problem = await checkLink(page, request, control);
    if (problem) problems.push(problem);
    return;
  }
  await page.goto(path);
  const fresh = (await collectControls(page)).find((candidate) => candidate.key === control.key);
  if (!fresh) return void problems.push(`button "${control.name}" disappeared after a reload`);
  const { problem, revealed } = await checkButton(page, fresh);
  if (problem) return void problems.push(problem);
  // The assistant's own controls (calls, microphone) are the assistant's tests' business.
  if (!revealed || control.assistant !== null) return;

  const reopen = async (): Promise<boolean> => {
    await page.goto(path);
    await (await locateControl(page, control.key))?.click();
    const opened = await revealed.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (opened) await settledState(page);
    return opened;
  };
  await settledState(page);
  for (const inner of await collectControls(page, revealed)) {
    if (checked.has(inner.key)) continue;
    checked.add(inner.key);
    if (inner.kind === 'link') {
      const linkProblem = await checkLink(page, request, inner);
      if (linkProblem) problems.push(`${linkProblem} (inside what "${control.name}" opens)`);
      continue;
    }
    if (!(await reopen())) return void problems.push(`"${control.name}" did not open the same thing twice`);
    const again = (await collectControls(page, revealed)).find((candidate) => candidate.key === inner.key);
    if (!again) continue;
    const result = await checkButton(page, again);
    if (result.problem) problems.push(`${result.problem} (inside what "${control.name}" opens)`);
  }
}

async function walkPage(walk: Walk) {
  for (const viewport of VIEWPORTS) {
    await walk.page.setViewportSize({ width: viewport.width, height: viewport.height });
    await walk.page.goto(walk.path);
    // Controls seen at an earlier width were already checked; a narrower page adds the menu toggle.
    const controls = (await collectControls(walk.page)).filter((control) => !walk.checked.has(control.key));
    // Links first: checking them leaves the page as it is; each button gets a fresh page.
    const ordered = [...controls.filter((control) => control.kind === 'link'), ...controls.filter((control) => control.kind === 'button')];
    for (const control of ordered) await walkControl(walk, control);
  }
}

for (const route of WALKED_ROUTES) {
  test(`every link and button on ${route.path} does something`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const walk: Walk = { page, request, path: route.path, problems: [], checked: new Set() };
    await walkPage(walk);
    expect(walk.problems, `inert controls on ${route.path}`).toEqual([]);
    // Header, footer and the page's own calls to action: a walk that finds few controls found the wrong page.
    expect(walk.checked.size).toBeGreaterThan(15);
    if (await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).count()) {
      // The assistant panel was walked once it had loaded, not while it still showed its loading state.
      const panelControls = [ASSISTANT_COPY.send, ASSISTANT_COPY.close, ASSISTANT_COPY.voiceTab];
      const inPanel = panelControls.filter((name) => [...walk.checked].some((key) => key.startsWith(`button|${name}|`)));
      expect(inPanel, 'the walk reached the controls inside the assistant panel').toEqual(panelControls);
    }
  });
}

test('every link and button on the Page Not Found page does something', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow('the server responded with a status of 404');
  const walk: Walk = { page, request, path: '/no-such-page', problems: [], checked: new Set() };
  await walkPage(walk);
  expect(walk.problems, 'inert controls on the Page Not Found page').toEqual([]);
  expect(walk.checked.size).toBeGreaterThan(15);
});

test('the walk reports controls that do nothing', async ({ page, request }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.id = 'walker-self-test';
    bad.innerHTML = `
      <button type="button">Dead button</button>
      <button type="button" id="walker-working">Working button</button><p hidden>Shown</p>
      <button type="button" aria-expanded="false" aria-controls="nothing-here">Fake toggle</button>
      <div role="tablist"><button type="button" role="tab" aria-selected="true">Current tab</button><button type="button" role="tab" aria-selected="false">Dead tab</button></div>
      <a href="/no-such-page">Broken link</a>
      <a href="#nowhere">Missing anchor</a>
      <a href="/#no-such-section">Missing section</a>
      <a>No destination</a>
      <a href="https://www.floridatechledger.com/news" target="_blank">Unsafe new tab</a>
      <a href="https://example.com/news" target="_blank" rel="noopener">Unknown site</a>
      <a href="https://www.floridatechledger.com/a story" rel="noopener">Malformed address</a>
      <a href="http://www.floridatechledger.com/news">Plain http</a>
      <a href="mailto:not-an-address">Bad e-mail</a>
      <a href="/terms">Good link</a>`;
    document.querySelector('main')!.prepend(bad);
    const working = document.getElementById('walker-working')!;
    working.addEventListener('click', () => working.nextElementSibling!.removeAttribute('hidden'));
  });
  const injected = await collectControls(page, page.locator('#walker-self-test'));
  const verdicts = new Map<string, string | null>();
  // These controls act at once or never: a second is long enough to tell (the walk gives a page's controls 5 s).
  for (const control of injected) {
    verdicts.set(control.name, control.kind === 'link' ? await checkLink(page, request, control) : (await checkButton(page, control, 1_000)).problem);
  }
  expect(Object.fromEntries(verdicts)).toEqual({
    'Dead button': expect.stringContaining('did nothing visible'),
    'Working button': null,
    'Fake toggle': expect.stringContaining('did not toggle aria-expanded'),
    'Current tab': null,
    'Dead tab': expect.stringContaining('did nothing visible'),
    'Broken link': expect.stringContaining('answers 404'),
    'Missing anchor': expect.stringContaining('#nowhere, which is not on the page'),
    'Missing section': expect.stringContaining('#no-such-section, which is not on /'),
    'No destination': expect.stringContaining('has no destination'),
    'Unsafe new tab': expect.stringContaining('without rel="noopener"'),
    'Unknown site': expect.stringContaining('leaves the site for example.com, which is not in EXTERNAL_LINK_HOSTS'),
    'Malformed address': expect.stringContaining('not a well-formed https URL'),
    'Plain http': expect.stringContaining('leaves the site without https'),
    'Bad e-mail': expect.stringContaining('not a well-formed mailto'),
    'Good link': null,
  });
});
