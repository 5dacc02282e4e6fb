import { data, redirect } from 'react-router'
import type { Route } from './+types/event'
import { EventCard } from '~/app/components/events/event-card'
import { formatEventTime } from '~/app/components/events/event-time'
import { MediaConfigProvider } from '~/app/components/media/media-config'
import { Picture } from '~/app/components/media/picture'
import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { localeTag, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import { mediaUrl } from '~/app/lib/media-url'
import { metaTranslator, pageMeta, plainDescription } from '~/app/lib/meta'
import { documentOnly, type PageHandle } from '~/app/lib/page-handle'
import { pageContext } from '~/app/lib/request-context.server'
import { breadcrumbListJsonLd, eventJsonLd } from '~/app/lib/structured-data'
import eventsCss from '~/app/styles/events.css?url'
import { eventById, upcomingEvents } from '~/server/modules/events/service'
import { currentSite } from '~/server/modules/settings/service'

/** No client framework: the page is text, an image and links (decision 003 (a)). */
export const handle: PageHandle = { hydrate: false }
export const clientLoader = documentOnly

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: eventsCss }]

/**
 * The event page (SPEC §2 /dogadjaj/{id}, /en/event/{id}): title, date and time in the long
 * format of the page's language, place, description (CMS HTML through the allow-list), cover
 * image, and the next upcoming events. Unknown, draft and untranslated events are 404; an id
 * with leading zeros or other noise answers 301 to the plain one.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = pageContext(args)
  const raw = args.params.id
  if (!/^\d{1,10}$/.test(raw)) throw data(null, { status: 404 })
  const id = Number(raw)
  const event = await eventById(ctx, id)
  if (!event) throw data(null, { status: 404 })
  const path = href('event', ctx.locale, { id })
  if (raw !== String(id)) throw redirect(path, 301)
  const [site, upcoming] = await Promise.all([currentSite(ctx), upcomingEvents(ctx, { limit: 4 })])
  const siteUrl = ctx.config.SITE_URL.replace(/\/$/, '')
  const image = event.image ? `${siteUrl}${mediaUrl({ apiKeyId: site.apiKeyId, id: event.image.id, title: event.image.title }, 'large', 'jpeg')}` : null
  return {
    event: { ...event, descriptionHtml: sanitizeCmsHtml(event.description), description: undefined },
    description: plainDescription(event.description),
    isPast: new Date(event.endsAt ?? event.startsAt).getTime() < Date.now(),
    path,
    siteUrl,
    siteName: site.name,
    apiKeyId: site.apiKeyId,
    image,
    upcoming: upcoming.filter((e) => e.id !== event.id).slice(0, 3),
    alternates: Object.fromEntries(event.locales.map((l) => [l, href('event', l, { id })])) as Partial<Record<Locale, string>>,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  const t = metaTranslator(args)
  if (!loaded) return pageMeta(args, { title: t('events.errors.notFound'), noIndex: true })
  const { event, path, siteUrl, siteName, image, description } = loaded
  return [
    ...pageMeta(args, { title: event.title, description, canonicalPath: path, image, ogType: 'website' }),
    {
      'script:ld+json': eventJsonLd({
        name: event.title,
        url: `${siteUrl}${path}`,
        startDate: event.startsAt,
        endDate: event.endsAt,
        description,
        place: event.place,
        image,
        organizerName: siteName,
        organizerUrl: `${siteUrl}${href('home', event.locale)}`,
        language: localeTag[event.locale],
      }),
    },
    {
      'script:ld+json': breadcrumbListJsonLd(siteUrl, [
        { name: t('events.breadcrumbs.home'), path: href('home', event.locale) },
        { name: event.title, path },
      ]),
    },
  ]
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, apiKeyId, upcoming, isPast } = loaderData
  const t = useTranslations('events')
  const locale = useLocale()
  return (
    <MediaConfigProvider apiKeyId={apiKeyId}>
      <main className="event-page container">
        <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
          <ol className="breadcrumbs__list">
            <li>
              <AppLink to={href('home', locale)}>{t('breadcrumbs.home')}</AppLink>
            </li>
            <li aria-current="page">{event.title}</li>
          </ol>
        </nav>
        <article className="event-page__article">
          <header className="event-page__header">
            <h1 className="event-page__title">{event.title}</h1>
            <dl className="event-page__facts">
              <div className="event-page__fact">
                <dt>{t('page.when')}</dt>
                <dd>
                  <time dateTime={event.startsAt}>{formatEventTime(locale, event.startsAt, event.endsAt)}</time>
                </dd>
              </div>
              {event.place && (
                <div className="event-page__fact">
                  <dt>{t('page.where')}</dt>
                  <dd>{event.place}</dd>
                </div>
              )}
            </dl>
            {isPast && <p className="event-page__past">{t('page.past')}</p>}
          </header>
          {event.image && (
            <Picture {...event.image} alt="" size="large" priority className="event-page__image" sizes="(max-width: 926px) 100vw, 926px" />
          )}
          <div className="event-page__description prose" dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
        </article>
        {upcoming.length > 0 && (
          <section className="event-page__more" aria-labelledby="upcoming-events-title">
            <h2 id="upcoming-events-title" className="event-page__more-title">{t('page.upcoming')}</h2>
            <ul className="event-list">
              {upcoming.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </MediaConfigProvider>
  )
}
