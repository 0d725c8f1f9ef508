// First, before any module builds a zod schema.
import './lib/zod-jitless'
import barlowBold from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url'
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url'
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url'
import { COOKIE_POLICY_VERSION } from '@hard-hat/content'
import { cookieBannerScript } from '@hard-hat/ui'
import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { SiteShell } from './components/shell/site-shell'
import favicon from './favicon.svg?inline'

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head script may mark <html> before hydration (data-cookie-banner): not a mismatch.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/*
          A stylesheet with a precedence is a React resource: React writes it at the top of the head,
          before the module preloads. It blocks the first paint, so it must not queue behind scripts.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/*
          All three faces are on every page's first screen (body text; the logo and buttons; the
          headings): fetched with the stylesheet, not after it, so they are there for the first
          paint (fonts.css names the same files, and shows a face only if it arrives in time:
          font-display optional; unpreloaded, the bold face missed it on a first visit).
        */}
        <link rel="preload" href={interRegular} as="font" type="font/woff2" crossOrigin="" />
        <link rel="preload" href={interBold} as="font" type="font/woff2" crossOrigin="" />
        <link rel="preload" href={barlowBold} as="font" type="font/woff2" crossOrigin="" />
        {/*
          In the page, not a request: Chrome fetches an icon at high priority while the first paint
          is still on the wire, and on a slow connection it competed with it (the icon is 253 bytes).
        */}
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {/*
          Before the body is painted: shows the prerendered cookie banner only if it must ask
          (decision 016). Written at build time only: the browser runs it from the HTML, so the
          client bundle does not carry the consent code for it.
        */}
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code and a constant policy version, JSON-escaped; the page policy allows it by hash
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? cookieBannerScript(COOKIE_POLICY_VERSION) : '',
          }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-brand-paper font-sans text-brand-text antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the end of hydration: browser tests wait for it, and isHydrating() reads it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error'
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-brand-muted">
        Something went wrong loading this page. Please refresh, or try again in a moment.
      </p>
    </main>
  )
}
