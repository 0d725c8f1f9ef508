import { findRoute } from '@hard-hat/content'
import { Link, redirect } from 'react-router'

const target = findRoute('/projects')?.redirectTo ?? '/portfolio'

/** `/projects` is linked from the website design page: it moved to `/portfolio` (P-redirect-projects). */
export function loader() {
  return redirect(target, 301)
}

export function clientLoader() {
  return redirect(target)
}

/** Never shown (the loaders redirect first); a way on if it ever is. */
export default function Projects() {
  return (
    <p className="px-4 py-24 text-center">
      <Link to={target}>Our projects are in the portfolio</Link>
    </p>
  )
}
