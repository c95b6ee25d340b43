import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until no CSS animation or transition is running. axe reads the colours on screen: in the middle of a
 * dialog's fade-in or a theme switch (every `transition-colors` element animating from light to dark) it
 * measures half-blended colours and reports contrast failures a person never sees once the screen is still.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Runs axe on the settled page, or only inside `within` (e.g. an open dialog), and expects no violation. */
export async function expectNoAxeViolations(page: Page, within?: string) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target} ${n.html} — ${n.failureSummary}`).join('; ')}`,
  );
  expect(summary).toEqual([]);
}
