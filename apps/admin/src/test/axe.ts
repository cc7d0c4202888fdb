import axe from 'axe-core';

/** axe on what jsdom can judge (names, roles, labels, ARIA); contrast and regions are the browser tests' part. */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
