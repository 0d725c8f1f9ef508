import type { CSSProperties } from 'react'

/**
 * The themes Storybook shows: Hard Hat's (the stylesheet's own values) and a second agency's, set
 * with the documented custom properties only, to show that nothing else needs to change.
 */
export const THEMES = {
  'hard-hat': {},
  tidewater: {
    // Coral buttons with dark text (5.6:1), sea-green links and headings on sand.
    '--color-brand-accent': '#e8604c',
    '--color-brand-accent-strong': '#d04a36',
    '--color-brand-accent-text': '#0b5d5e',
    '--color-brand-amber': '#0b5d5e',
    '--color-brand-ink': '#1c2321',
    '--color-brand-text': '#1c2321',
    '--color-brand-muted': '#4a524f',
    '--color-brand-paper': '#fffdf8',
    '--color-brand-paper-soft': '#fbf6ee',
    '--color-brand-border': '#d8d2c8',
    '--color-brand-danger': '#b42318',
    '--color-brand-danger-soft': '#fdf0ee',
    '--radius-md': '0.125rem',
    '--radius-xl': '0.25rem',
    '--font-sans': "Georgia, 'Times New Roman', serif",
  },
} as const satisfies Record<string, Record<`--${string}`, string>>

/** The style that puts a theme on the element holding a story. */
export function themeStyle(name: string): CSSProperties {
  return (THEMES[name as keyof typeof THEMES] ?? {}) as CSSProperties
}
