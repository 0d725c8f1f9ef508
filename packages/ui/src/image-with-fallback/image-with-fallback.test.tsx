import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { ImageWithFallback } from './image-with-fallback'
import * as stories from './image-with-fallback.stories'

const composed = composeStories(stories)

// happy-dom never loads images: each is "complete" with no width, i.e. failed. Tests of a good
// image give it a width; the last test relies on the failure to check the hydration path.
function loadImagesFine() {
  const spy = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640)
  return () => spy.mockRestore()
}

describe('ImageWithFallback', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  describe('when the image loads', () => {
    beforeEach(loadImagesFine)

    it('shows the image while it loads fine', async () => {
      await renderStory(composed.Loaded)
      expect(screen.getByRole('img', { name: 'Leeds Roofers website' }).tagName).toBe('IMG')
      expect(screen.queryByText('Professional Website')).not.toBeInTheDocument()
    })

    it('replaces a failed image with a gradient card showing the title and "Professional Website"', async () => {
      await renderStory(composed.Fallback)
      const card = screen.getByRole('img', { name: 'Leeds Roofers website' })
      expect(card.tagName).toBe('DIV')
      expect(card).toHaveTextContent('Leeds Roofers')
      expect(card).toHaveTextContent('Professional Website')
      expect(card).toHaveClass('bg-gradient-to-br')
    })

    it('still calls the caller onError', () => {
      const onError = vi.fn()
      render(<ImageWithFallback src="/x.png" alt="X" fallbackTitle="X" onError={onError} />)
      fireEvent.error(screen.getByRole('img'))
      expect(onError).toHaveBeenCalledTimes(1)
    })
  })

  it('catches an image that failed before the page hydrated', () => {
    render(<ImageWithFallback src="/gone.png" alt="Everheat website" fallbackTitle="Everheat" />)
    expect(screen.getByRole('img', { name: 'Everheat website' })).toHaveTextContent(
      'EverheatProfessional Website',
    )
  })
})
