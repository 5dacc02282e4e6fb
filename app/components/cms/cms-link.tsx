import type { ReactNode } from 'react'
import { AppLink } from '~/app/components/ui/app-link'
import type { CtaView } from '~/server/modules/cms/sections'

/**
 * A link the CMS configured, already checked by the server (server/modules/cms/links.ts): an
 * internal one navigates client-side, an external one is a plain link (new tab by default).
 */
export function CmsLink({ link, className, children }: { link: Omit<CtaView, 'label'>; className?: string; children: ReactNode }) {
  if (link.href.startsWith('/') && !link.target) {
    return (
      <AppLink to={link.href} className={className} prefetch="intent">
        {children}
      </AppLink>
    )
  }
  return (
    <a href={link.href} target={link.target} rel={link.rel} className={className}>
      {children}
    </a>
  )
}
