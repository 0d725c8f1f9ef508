import { cpSync, createReadStream, existsSync, statSync } from 'node:fs'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { bundleStats } from './scripts/bundle-stats-plugin'
import { offerStates } from './scripts/offer-states-plugin'

const here = dirname(fileURLToPath(import.meta.url))
const contentAssets = resolve(here, '../../packages/content/assets')
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/**
 * The lazily loaded forms runtime takes @hard-hat/forms as its one built module (dist), the pages
 * take their own form's layout from source. A form's field list is one module that both its page
 * and its definition read (docs/decisions/024): shared by a page and the runtime, the build would
 * make it a chunk of its own, a request more on each form page and twelve file names more in the
 * runtime's preload list on every page. With the runtime on the bundle, each page keeps its field
 * list in its own chunk, and the runtime carries its own copy, loaded only when a form is used.
 */
function formsRuntimeFromBundle(): Plugin {
  const bundle = resolve(here, '../../packages/forms/dist/index.js')
  const forms = /^(?:@hard-hat\/forms|.*packages[\\/]forms[\\/]src[\\/]index\.ts)$/
  const runtime = /app[\\/]lib[\\/]form-runtime\.ts$/
  return {
    name: 'hard-hat:forms-runtime-bundle',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && runtime.test(importer) && forms.test(source) ? bundle : null
    },
  }
}

/**
 * Project and article images live in @hard-hat/content's assets: served at /images in dev and
 * copied into the client build so the static site the API serves is complete.
 */
function contentImages(): Plugin {
  return {
    name: 'hard-hat:content-images',
    configureServer(server) {
      server.middlewares.use('/images', (request, response, next) => {
        const relative = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'))
        const file = join(contentAssets, relative)
        if (!file.startsWith(contentAssets) || !existsSync(file) || !statSync(file).isFile()) {
          next()
          return
        }
        response.setHeader('Content-Type', imageTypes[extname(file)] ?? 'application/octet-stream')
        createReadStream(file).pipe(response)
      })
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir || !existsSync(contentAssets)) return
      cpSync(contentAssets, join(options.dir, 'images'), { recursive: true })
    },
  }
}

const FRAMEWORK_MODULES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/
/**
 * What draws a form and sends it (the site's `SchemaForm` and that of @hard-hat/ui, a field, the
 * check box, the error summary, the alert, the receipt, the privacy line): a page fetches it on its
 * form's first use (decision 053). The quote builder's contact step draws with it too, from the
 * builder's own code, also fetched on first use (decision 054).
 */
const FORM_COMPONENT = String.raw`app[\\/]components[\\/]form[\\/](?:drawn-form|privacy-line)\.tsx|packages[\\/]ui[\\/]src[\\/](?:schema-form[\\/](?:schema-form|form-fields|native-form|form-alert|receipt)|form-field[\\/](?:field|checkbox-field)|error-summary[\\/]error-summary)\.tsx`
const FORM_COMPONENT_MODULES = new RegExp(`(?:${FORM_COMPONENT})$`)
/**
 * What a page with a form loads with it: the form's region, which hydrates it on first use, the
 * builders of the form's layout (its fields, which the page passes to it), the forms' messages and
 * the controls some of those pages draw themselves (the insights search), and the forms runtime's
 * loader (the referral page asks for its code with the runtime's client).
 * Not in the shell: the pages without a form do not load them.
 */
const FORM_PAGE = String.raw`app[\\/]lib[\\/]hydrate-on-first-use\.tsx|app[\\/]components[\\/]form[\\/]schema-form\.tsx|packages[\\/]forms[\\/]src[\\/](?:form-layout|forms[\\/]builders)\.ts`
const FORM_PAGE_MODULES = new RegExp(`(?:${FORM_PAGE})$`)
/** Every module only pages with a form use: the two above and every form's fields and choices. */
const FORM_ONLY_MODULES = new RegExp(
  String.raw`(?:${FORM_COMPONENT}|${FORM_PAGE}|packages[\\/]forms[\\/]src[\\/](?:form-fields|options(?:[\\/][\w-]+)?|forms[\\/](?:package-opening|[\w-]+[\\/]fields))\.ts)$`,
)

/** Loaded once a page has hydrated, by dynamic import only (`site-shell.tsx`). */
const AFTER_HYDRATION_MODULES =
  /(?:app[\\/]components[\\/]analytics[\\/]consented-analytics\.tsx|app[\\/]lib[\\/](?:analytics|measurement[\\/]field-measurement)\.ts|packages[\\/]ui[\\/]src[\\/]cookie-banner[\\/](?:cookie-banner|consent)\.tsx?|node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?web-vitals[\\/])/

/** The FAQ list and its accordion: seven pages show one, the home page and the listings do not. */
const FAQ_MODULES = /packages[\\/]ui[\\/]src[\\/](?:accordion|faq-list)[\\/]/

/** Libraries only the lazily loaded forms runtime uses: never in a chunk a page's HTML loads. */
const LAZY_ONLY_MODULES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:zod|@tanstack[\\/][^\\/]+)[\\/]/

export default defineConfig({
  plugins: [
    formsRuntimeFromBundle(),
    tailwindcss(),
    // Before React Router's plugin: it needs the server build, which React Router deletes.
    offerStates(() => resolve(here, 'build/client')),
    reactRouter(),
    contentImages(),
    bundleStats(),
  ],
  resolve: {
    // The workspace packages from source: the build then splits them module by module, so a page
    // loads the copy, components and schemas it uses rather than each package's whole bundle.
    alias: [
      {
        find: /^@hard-hat\/(content|forms|pricing|ui)$/,
        replacement: resolve(here, '../../packages/$1/src/index.ts'),
      },
    ],
  },
  build: {
    // No preload helper (0.8 kB on every page): a page's modules are preloaded by its HTML (the
    // hydration loader, scripts/defer-hydration.ts), and what it imports later (a form's code, the
    // forms runtime, what loads once hydrated) needs nothing it has not loaded already, or is
    // fetched when the browser is idle, where one more round trip is not waited for.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page together: one request instead
            // of four, since every request queues for one of six HTTP/1.1 connections. TanStack
            // Query is not here: only a form's submission uses it, so it comes with the forms
            // runtime.
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 5 },
            // What every page fetches once hydrated and idle: the cookie banner's behaviour and the
            // analytics it consents to, the field measurement, and "Don't count my visits" with the
            // objection cookie it sets (the banner shows it, the field measurement reads it). One
            // request; the legal pages, which show the objection form, load it with the page, since
            // they would fetch it once hydrated anyway. Last (priority 0): a group takes the modules
            // its own import that no group has taken yet, and the shared button and link belong to
            // the shell.
            { name: 'after-hydration', test: AFTER_HYDRATION_MODULES, priority: 0 },
            // The site's own code that several pages share (button, links, site facts, section,
            // hero, form fields, the hydration flag, Vite's preload helper): one chunk, not a dozen
            // of a few hundred bytes each. Every request before the first paint costs a phone on a
            // slow network a round trip, and Lighthouse counts them all. 6 of the 25 route entries:
            // measured against 14 and 3 (docs/decisions/005): 11 files a page instead of 14, LCP
            // 1.10–1.12× the framework floor instead of 1.14–1.19×, for 2 kB more on an average page.
            // Before the form's code: a group takes the modules its own import, and the form's code
            // imports what the form pages load with them.
            { name: 'form-page', test: FORM_PAGE_MODULES, priority: 2 },
            { name: 'form', test: FORM_COMPONENT_MODULES, priority: 1 },
            {
              name: 'shell',
              priority: 4,
              test: (id) =>
                !FRAMEWORK_MODULES.test(id) &&
                !LAZY_ONLY_MODULES.test(id) &&
                !FORM_ONLY_MODULES.test(id) &&
                !FAQ_MODULES.test(id),
              minShareCount: 6,
            },
            // Small modules the root and the client entry import, so every page loads them, which a few
            // routes or the forms' code import too (so they are not in the root chunk): one request on
            // every page instead of two.
            {
              name: 'page-state',
              priority: 3,
              test: /(?:app[\\/]lib[\\/](?:build-time|use-hydrated|when-idle|load-form-runtime|measurement[\\/]visit-entry)|packages[\\/]forms[\\/]src[\\/]messages)\.ts$/,
            },
            // What an unknown slug needs (the panel, the 404 head, the title format and the slug
            // pages' client loader): the case studies, the articles and the 404 page load it as one
            // file instead of four.
            {
              name: 'unknown-slug',
              priority: 2,
              test: /(?:components[\\/]shared[\\/]not-found-panel\.tsx|app[\\/]lib[\\/](?:meta|slug-page-data)\.ts|content[\\/]src[\\/]page-title\.ts)$/,
            },
            // What shows an uploaded photo (ProjectImage, its sizes and content's photos.ts, decision
            // 043): the case studies and articles show one first, and the lists (home, portfolio,
            // insights) show them too. Apart from the chunk above, which the lists do not need (0.7
            // kB on each), for one more request on a case study or an article. In the shell it put
            // the service pages over budget.
            {
              name: 'project-image',
              priority: 2,
              test: /(?:components[\\/]shared[\\/]project-image\.tsx|app[\\/]lib[\\/]image-sizes\.ts|content[\\/]src[\\/]photos\.ts)$/,
            },
            // The field errors and the submission hooks, which the form's code and the quote
            // builder's (each fetched on its first use) import: one file both share.
            {
              name: 'submissions',
              priority: 2,
              test: /(?:packages[\\/]ui[\\/]src[\\/]schema-form[\\/]field-errors|app[\\/]lib[\\/]submissions)\.ts$/,
            },
            // What the offer pages and the one-page pages share: the one-page enquiry form's words,
            // fields and choices, and the offers' clock (the free website page shares the choices,
            // the 150th-client offer the clock). One request instead of three on the £495 offer.
            {
              name: 'offer-pages',
              priority: 2,
              test: /(?:forms[\\/]src[\\/](?:options[\\/]one-page|forms[\\/]one-page[\\/]fields)\.ts|content[\\/]src[\\/]pages[\\/](?:enquiry-form|one-page-why-choose)\.ts|components[\\/](?:one-page[\\/]enquiry-form|shared[\\/]offer-states)\.tsx|app[\\/]lib[\\/](?:offer-clock|server-clock)\.ts)$/,
            },
            // A field's controls and label, which the insights search draws itself: apart from the
            // form's code (which a page fetches on its first use), so that page loads them alone.
            {
              name: 'controls',
              priority: 2,
              test: /packages[\\/]ui[\\/]src[\\/]form-field[\\/](?:controls|label)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
})
