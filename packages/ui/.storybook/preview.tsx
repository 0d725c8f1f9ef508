import type { Preview } from '@storybook/react-vite'
import '../src/styles.css'

const preview: Preview = {
  // Every component gets a generated docs page: its description, props and each story.
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
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
