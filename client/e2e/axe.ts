import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * axe-core in the page: the WCAG 2.0, 2.1 and 2.2 A and AA rules, as a screen reader user's
 * and a low-vision user's advocate would run them. Injected through the browser's debugging
 * protocol, which the page's Content-Security-Policy does not govern, so the page is audited
 * exactly as it is served.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS paths of the failing elements, with axe's one-line reason. */
  nodes: string[];
}

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const findings = (await page.evaluate(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ') + ': ' + (node.failureSummary || '').split('\\n').slice(1).join(' ').trim()),
    }));
  })()`)) as AxeFinding[];
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}

/** One finding per line, for an assertion's message. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `${finding.impact} ${finding.rule} (${finding.help}):\n  ${finding.nodes.slice(0, 5).join('\n  ')}`).join('\n');
}
