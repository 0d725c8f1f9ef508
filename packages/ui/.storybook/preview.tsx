/// <reference types="vite/client" />
import type { Preview } from '@storybook/react-vite'
import '../src/styles.css'
import { themeStyle } from './themes'

const preview: Preview = {
  // Every component gets a generated docs page: its description, props and each story.
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    theme: {
      description: 'The agency theme, set with the documented CSS custom properties',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'hard-hat', title: 'Hard Hat' },
          { value: 'tidewater', title: 'Tidewater (a second agency)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'hard-hat' },
  decorators: [
    (Story, { globals }) => (
      <div style={{ ...themeStyle(String(globals.theme)), fontFamily: 'var(--font-sans)' }}>
        <Story />
      </div>
    ),
    // A story shows a piece of a page; pieces that are not landmarks themselves sit in <main> as
    // they would on a page. Header, footer, banner and toaster stories set `landmark: true`.
    (Story, { parameters }) =>
      parameters.landmark ? (
        <Story />
      ) : (
        <main className="p-6">
          <Story />
        </main>
      ),
  ],
}

export default preview
