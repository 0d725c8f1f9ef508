// First, before any module builds a zod schema.
import './lib/zod-jitless'
import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { SiteShell } from './components/shell/site-shell'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {/*
          A stylesheet with a precedence is a React resource: React writes it at the top of the head,
          before the module preloads. It blocks the first paint, so it must not queue behind scripts.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-brand-muted">
        Something went wrong loading this page. Please refresh, or try again in a moment.
      </p>
    </main>
  )
}
