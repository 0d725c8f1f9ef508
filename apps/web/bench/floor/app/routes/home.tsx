import { useQuery } from '@tanstack/react-query'

export function meta() {
  return [
    { title: 'Framework floor' },
    {
      name: 'description',
      content: 'A bare prerendered page of the site stack, measured beside the site by Lighthouse.',
    },
  ]
}

export default function Home() {
  // One query, so TanStack Query is really in the bundle as it is on the site.
  const { data: greeting } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => 'Hello',
    initialData: 'Hello',
  })
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{greeting} from the framework floor</h1>
      <p className="mt-4 max-w-prose text-lg leading-relaxed">
        React Router, React, TanStack Query and Tailwind, prerendered to HTML at build time and
        hydrated in the browser: the least any page of the site can cost. The Lighthouse benchmark
        measures this page beside the site in the same run and compares their largest contentful
        paint.
      </p>
    </main>
  )
}
