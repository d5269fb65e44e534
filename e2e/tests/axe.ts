import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 A and AA plus axe's best practices; a serious or critical finding fails. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is. Toasts can be left out: the demo accounts are shared with other
 * tests, whose events notify them, and a toast caught mid fade-in reads as low contrast.
 */
export async function expectNoSeriousViolations(page: Page, { skipToasts = false } = {}) {
  let axe = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (skipToasts) axe = axe.exclude('[data-sonner-toaster]');
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
