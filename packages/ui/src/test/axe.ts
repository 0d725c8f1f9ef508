import axe from 'axe-core'

/**
 * Runs axe on the whole document (Radix portals render into body) and returns the violations.
 * color-contrast is off because happy-dom computes no styles; contrast is set by the theme in
 * styles.css (every pair used is AA) and checked in Storybook.
 */
export async function findAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }))
}
