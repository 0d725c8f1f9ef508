import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  // GitHub's allow-list: headings, emphasis, lists, paragraphs and links; no scripts or handlers.
  .use(rehypeSanitize)
  .use(rehypeStringify)

/**
 * Markdown to sanitised HTML. Server-only (`.server`): it runs in the article loader at build
 * time, so no parser ships to the browser.
 * @example await markdownToHtml('## Key Points') // "<h2>Key Points</h2>"
 */
export async function markdownToHtml(markdown: string): Promise<string> {
  return String(await processor.process(markdown))
}
