import { createContext, useContext, type AnchorHTMLAttributes, type FormHTMLAttributes } from 'react'
import { Form, Link, NavLink } from 'react-router'

/**
 * Whether this page runs the client router (app/lib/page-handle.ts): set once by the root layout.
 * Pages without it (home, CMS, list, product) follow links by loading the next document anyway.
 */
export const ClientRouting = createContext(false)

/** Where the visitor is: the root layout gives the router's location (what `useLocation` says). */
export interface CurrentLocation {
  pathname: string
  search: string
}

/**
 * The current location for the shell's components, through a context of ours rather than the
 * router's own hooks: the header and footer are also rendered apart from the page and kept
 * (app/components/layout/cached-fragment.tsx), where the router is not there and the location
 * they may depend on is given explicitly.
 */
export const CurrentLocationContext = createContext<CurrentLocation>({ pathname: '/', search: '' })

export function useCurrentLocation(): CurrentLocation {
  return useContext(CurrentLocationContext)
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site, already localised (app/i18n/paths.ts). */
  to: string
  /** Where the router runs: prefetch the next page's data on hover or focus. */
  prefetch?: 'intent'
}

/**
 * The link for our own pages: React Router's `<Link>` where the page has the client router, a plain
 * `<a>` where it has not. On a page without the router a `<Link>` renders the same `<a>` but costs
 * a path resolution, a click handler and view-transition bookkeeping per link: about a tenth of a
 * product page's server render, for nothing.
 */
export function AppLink({ to, prefetch, ...rest }: AnchorProps) {
  if (useContext(ClientRouting)) return <Link to={to} prefetch={prefetch} {...rest} />
  return <a href={to} {...rest} />
}

/** A navigation link: marked as the current page (aria-current, class 'active') on its own path. */
export function AppNavLink({ to, prefetch, className, ...rest }: AnchorProps) {
  const routed = useContext(ClientRouting)
  const { pathname } = useCurrentLocation()
  if (routed) return <NavLink to={to} end prefetch={prefetch} className={className} {...rest} />
  const current = samePath(pathname, to)
  return (
    <a
      href={to}
      className={current ? `${className ? `${className} ` : ''}active` : className}
      aria-current={current ? 'page' : undefined}
      {...rest}
    />
  )
}

/** NavLink's `end` match: the same path, a trailing slash and letter case aside. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p).toLowerCase()
  return trim(a) === trim(b.split(/[?#]/)[0]!)
}

type FormProps = Pick<FormHTMLAttributes<HTMLFormElement>, 'className' | 'role' | 'id' | 'onSubmit' | 'children' | 'aria-label' | 'aria-labelledby'> & {
  /** A path on this site, already localised. */
  action: string
  method: 'get' | 'post'
}

/**
 * A form to one of our pages: React Router's `<Form>` where the page has the client router (the
 * answer replaces the page in place), a plain `<form>` where it has not, for the reason AppLink gives.
 */
export function AppForm({ action, method, ...rest }: FormProps) {
  if (useContext(ClientRouting)) return <Form action={action} method={method} {...rest} />
  return <form action={action} method={method} {...rest} />
}
