import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`

/**
 * A small built site for the counting tests (decision 037): two pages, their route data (what a
 * client-side navigation fetches), the not-found page and one asset. Remove the folder after.
 */
export async function writeCountedSite(): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), 'hard-hat-measure-site-'))
  await mkdir(join(site, 'contact'), { recursive: true })
  await mkdir(join(site, 'assets'), { recursive: true })
  await writeFile(join(site, 'index.html'), page('Home'))
  await writeFile(join(site, 'contact', 'index.html'), page('Contact'))
  await writeFile(join(site, '__spa-fallback.html'), page('Not found'))
  // What a client-side navigation fetches (React Router's prerendered route data).
  await writeFile(join(site, '_root.data'), '[{"_1":2}]')
  await writeFile(join(site, 'contact.data'), '[{"_1":2}]')
  await writeFile(join(site, 'assets', 'app-abc.js'), 'console.log(1)')
  return site
}
