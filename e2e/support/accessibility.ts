import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own build, run in the page: playwright-core has no axe of its own.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: the rules the app is held to (docs/decisions/047-accessibility.md). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe on what the page shows now and fails, naming each rule, its help and the elements it found,
 * if any serious or critical WCAG 2.1 A/AA violation is there. `label` says which screen or dialog it was.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    // A dialog or a toast still fading in would be measured half transparent; spinners never end and are left.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
    // With a modal dialog open, the page behind it is dimmed and inert to the user: the dialog is what is checked.
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
    const results = await axe.run(dialog ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}`),
    }));
  }, wcagTags);
  const blocking = violations.filter((violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length > 0) {
    const listed = blocking.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
    throw new Error(`${label}: ${blocking.length} serious or critical accessibility violation(s)\n${listed}`);
  }
}

type AxeResults = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }[];
};
