import type { Locator } from '@playwright/test';

/**
 * Resolves when every finite animation and transition on the element and inside it has finished
 * (infinite ones, like a pulsing dot, never do and are left out). Reading colours or boxes sooner
 * measures a frame in the middle of the motion.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    // getAnimations() brings styles up to date first, so a transition the last action started is included.
    const finite = element.getAnimations({ subtree: true }).filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
