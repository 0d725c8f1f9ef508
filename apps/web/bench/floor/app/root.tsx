import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import './app.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <header className="border-b border-slate-200">
        <nav aria-label="Main" className="mx-auto flex max-w-5xl gap-6 px-4 py-4">
          <Link to="/" className="font-bold">
            Framework floor
          </Link>
          <Link to="/" className="text-slate-700 underline">
            Home
          </Link>
        </nav>
      </header>
      <Outlet />
    </QueryClientProvider>
  )
}
