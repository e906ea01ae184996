import axeCore from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the issue names. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe violations as short readable lines (rule, impact, the offending elements), [] when clean: WCAG_TAGS, or only
 * `rules`, within `include` (a selector) or the whole page. axe-core runs in the page, injected once per document;
 * @axe-core/playwright re-injected its 1.3 MB source and opened a second page for every check, which took longer
 * than the checks (the suite's hover-and-focus contrast walk ran three times faster without it). Our pages have
 * no iframes, the one thing that wrapper adds.
 */
export async function axeViolations(page: Page, options: { include?: string; rules?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const runOnly = options.rules ? { type: 'rule' as const, values: options.rules } : { type: 'tag' as const, values: WCAG_TAGS };
  const violations = await page.evaluate(
    async ({ include, runOnly }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const results = await axe.run(include ? { include: [include] } : document, { runOnly });
      return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })) }));
    },
    { include: options.include, runOnly },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  );
}

/** What the page should reach with Tab, in DOM order: visible, enabled, not removed from the tab order. */
export async function tabbableElementsInDomOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const describe = (element: Element) => (element as HTMLElement).dataset.a11yWalkId ?? '';
    let next = 0;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        if (element.tabIndex < 0) return false;
        if (element.matches(':disabled') || element.closest('[inert]')) return false;
        if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
        return element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false });
      })
      .map((element) => {
        element.dataset.a11yWalkId ||= String(next++);
        return describe(element);
      });
  });
}

export interface FocusStop {
  id: string;
  label: string;
  /** The focused element's box, in viewport coordinates. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  viewportHeight: number;
  /** Bottom of the fixed header (0 when the element is inside the header). */
  headerBottom: number;
  /** The element (or a descendant) is what the browser shows at its centre: nothing covers it. */
  centreUncovered: boolean;
  outline: string;
  boxShadow: string;
  fixed: boolean;
  /** Why a visitor would not see it (under the header, outside the viewport, covered); [] when they would. */
  viewProblems: string[];
}

/** Longest a focus scroll may take to bring the element into view before the measurement reports where it is. */
const FOCUS_SCROLL_DEADLINE_MS = 5_000;

/**
 * The element that has focus now, measured once the scroll its focus caused has come to rest.
 *
 * Focus scrolls the page smoothly, and on a busy machine that scroll can start several frames after
 * the key press: a page that merely looks still for a few frames has not necessarily settled. So this
 * waits until the element is where a visitor must find it (in the viewport, below the fixed header,
 * not covered) and has not moved for 3 frames. When that never happens it measures at the deadline,
 * and `viewProblems` says where the element was left.
 *
 * `instantScroll`: the page scrolls focus into view at once (the test runs under reduced motion, which turns
 * smooth scrolling off), so an element already where a visitor finds it is measured without waiting for frames.
 */
export async function focusStop(page: Page, { instantScroll = false } = {}): Promise<FocusStop | null> {
  return page.evaluate(async ({ deadlineMs, instantScroll }) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const root = document.documentElement;
    const header = document.querySelector('body > header');
    const inHeader = Boolean(header?.contains(element));
    const fixed = (() => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    })();
    // An inline link that wraps has one box per line: it is uncovered when the middle of any of them shows it.
    const shows = (rect: DOMRect) => {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
      const topmost = document.elementFromPoint(x, y);
      return Boolean(topmost && (element === topmost || element.contains(topmost)));
    };
    const measure = () => {
      const box = element.getBoundingClientRect();
      const headerBottom = inHeader || fixed || !header ? 0 : header.getBoundingClientRect().bottom;
      const centreUncovered = [...element.getClientRects()].some(shows);
      const viewProblems: string[] = [];
      if (box.top < headerBottom - 1) viewProblems.push(`top ${Math.round(box.top)} is under the fixed header (bottom ${Math.round(headerBottom)})`);
      if (box.bottom > window.innerHeight + 1 || box.top < -1) viewProblems.push(`outside the viewport (${Math.round(box.top)}..${Math.round(box.bottom)})`);
      if (!centreUncovered) viewProblems.push('covered by another element');
      return { box, headerBottom, centreUncovered, viewProblems };
    };

    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = instantScroll && measure().viewProblems.length === 0 ? 0 : performance.now() + deadlineMs;
    let still = 0;
    let last = element.getBoundingClientRect().top;
    while (performance.now() < deadline) {
      await frame();
      const top = element.getBoundingClientRect().top;
      still = top === last ? still + 1 : 0;
      last = top;
      if (still >= 3 && measure().viewProblems.length === 0) break;
    }
    const measured = measure();
    if (deadline > 0 && performance.now() >= deadline && measured.viewProblems.length > 0) {
      measured.viewProblems.push(`still so ${deadlineMs / 1000} s after focus (page scrolled ${Math.round(window.scrollY)} of ${root.scrollHeight - window.innerHeight})`);
    }

    const { box, headerBottom, centreUncovered, viewProblems } = measured;
    const style = getComputedStyle(element);
    return {
      id: element.dataset.a11yWalkId ?? `untracked ${element.tagName}`,
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      viewportHeight: window.innerHeight,
      headerBottom,
      centreUncovered,
      viewProblems,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      fixed,
    };
  }, { deadlineMs: FOCUS_SCROLL_DEADLINE_MS, instantScroll });
}

/** A focus indicator a sighted keyboard user can see: an outline of 2 px or more, or a ring. */
export function hasVisibleFocusIndicator(stop: FocusStop): boolean {
  const [style, width] = stop.outline.split(' ');
  return (style !== 'none' && Number.parseFloat(width ?? '0') >= 2) || stop.boxShadow !== 'none';
}

/** Largest computed animation or transition duration on the page, in ms. */
export async function longestMotionMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const toMs = (value: string) => (value.endsWith('ms') ? Number.parseFloat(value) : Number.parseFloat(value) * 1000);
    let longest = 0;
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none';
        const durations = [...style.transitionDuration.split(','), ...(animated ? style.animationDuration.split(',') : [])];
        for (const duration of durations) longest = Math.max(longest, toMs(duration.trim()) || 0);
      }
    }
    return longest;
  });
}

/** How far the page scrolls sideways (0 when everything fits the viewport's width). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
