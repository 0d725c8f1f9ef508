#!/usr/bin/env node
// Bundles the enquiry page's script from the packages install-packed.mjs put in site/: React and
// @hard-hat/ui in the page's script, the form's definition (forms and zod) in a chunk loaded when
// the form is first sent. Prints each file's size.
import { readFileSync, rmSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const site = resolve(import.meta.dirname, '../site')
const outdir = resolve(site, 'public/build')

// zod re-exports its namespace (`z`), every language's messages included as `z.locales`; esbuild
// keeps all a namespace holds, so ~260 kB of messages nobody reads would ride along. The forms
// package words its own messages, so `z.locales` is left empty (zod imports its English apart).
const withoutZodLocales = {
  name: 'without-zod-locales',
  setup(bundle) {
    bundle.onResolve({ filter: /\/locales\/index\.js$/ }, ({ importer }) =>
      importer.includes('/node_modules/zod/') ? { path: 'zod-locales', namespace: 'empty' } : null,
    )
    bundle.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {}' }))
  },
}

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  entryPoints: [resolve(site, 'enquiry-client.mjs')],
  outdir,
  entryNames: '[name]',
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [withoutZodLocales],
  metafile: true,
})
// What the page loads (its script and the chunks that script imports) and what loads later.
const outputs = result.metafile.outputs
const withImports = (path, kind, seen = new Set()) => {
  if (seen.has(path)) return seen
  seen.add(path)
  for (const each of outputs[path].imports) {
    if (each.kind === kind || each.kind === 'import-statement') withImports(each.path, kind, seen)
  }
  return seen
}
const page = Object.keys(outputs).find((path) => path.endsWith('/enquiry-client.js'))
const everything = withImports(page, 'dynamic-import')
const onLoad = withImports(page, 'import-statement')
const gzipped = (paths) =>
  [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0) / 1024
console.log(
  `other-agency: the enquiry page loads ${gzipped(onLoad).toFixed(1)} kB of script gzipped (${[...onLoad].map((path) => relative(site, path)).join(', ')}); ${(gzipped(everything) - gzipped(onLoad)).toFixed(1)} kB more when the form is first sent`,
)
