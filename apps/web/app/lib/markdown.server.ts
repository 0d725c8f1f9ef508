import { PHOTO_FILES, photoSrcset, uploadedPhoto } from '@hard-hat/content'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { IMAGE_SIZES } from './image-sizes'

/** The part of a HAST node this file reads and writes. */
interface HastNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

/**
 * Every image of a body comes after the article's featured photo, its LCP: each loads lazily, off
 * the main thread. An uploaded photo (/media/…) is offered as AVIF, then WebP, then JPEG in each
 * width made of it, as the featured photo is.
 */
function lazyBodyImages() {
  const visit = (node: HastNode): HastNode => {
    node.children = node.children?.map(visit)
    if (node.type !== 'element' || node.tagName !== 'img') return node
    const properties = node.properties ?? {}
    properties.loading = 'lazy'
    properties.decoding = 'async'
    const photo = uploadedPhoto(String(properties.src ?? ''))
    if (!photo) {
      node.properties = properties
      return node
    }
    properties.srcSet = photoSrcset(photo.id, photo.width, 'jpeg')
    properties.sizes = IMAGE_SIZES.article
    node.properties = properties
    const sources = (['avif', 'webp'] as const).map((format) => ({
      type: 'element',
      tagName: 'source',
      properties: {
        type: PHOTO_FILES[format].type,
        srcSet: photoSrcset(photo.id, photo.width, format),
        sizes: IMAGE_SIZES.article,
      },
      children: [],
    }))
    return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, node] }
  }
  return (tree: HastNode) => {
    visit(tree)
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  // GitHub's allow-list: headings, emphasis, lists, paragraphs and links; no scripts or handlers.
  .use(rehypeSanitize)
  // After the allow-list: it adds only attributes and elements of its own, never the author's.
  .use(lazyBodyImages)
  .use(rehypeStringify)

/**
 * Markdown to sanitised HTML. Server-only (`.server`): it runs in the article loader at build
 * time, so no parser ships to the browser.
 * @example await markdownToHtml('## Key Points') // "<h2>Key Points</h2>"
 */
export async function markdownToHtml(markdown: string): Promise<string> {
  return String(await processor.process(markdown))
}
