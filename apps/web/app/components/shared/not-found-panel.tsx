import { LinkButton } from '@hard-hat/ui'

/**
 * What an unknown slug shows: a heading, a sentence and the way back to its list. The server
 * answers such a path with the 404 page and a 404 status; this message replaces it in the app
 * (see entry.client.tsx).
 */
export function NotFoundPanel({
  heading,
  text,
  link,
}: {
  heading: string
  text: string
  link: { label: string; href: string }
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-extrabold text-4xl">{heading}</h1>
      <p className="text-brand-muted text-lg">{text}</p>
      <LinkButton href={link.href} size="lg">
        {link.label}
      </LinkButton>
    </div>
  )
}
