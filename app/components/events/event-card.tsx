import { Picture } from '~/app/components/media/picture'
import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { EventCard as EventCardData } from '~/server/modules/events/service'
import { formatEventTime } from './event-time'

/**
 * One event in a list (an "event list" CMS section, the upcoming events under an event page):
 * image, title linking to the event page, date and time in the page's language and Zagreb's time
 * zone, and the place. Server-rendered; no client code. The stylesheet is app/styles/events.css.
 */
export function EventCard({ event }: { event: EventCardData }) {
  const t = useTranslations('events.card')
  const locale = useLocale()
  return (
    <article className="event-card">
      {event.image && (
        <Picture {...event.image} alt="" size="MediumSize" sizes="(max-width: 600px) 100vw, 320px" className="event-card__image" />
      )}
      <div className="event-card__body">
        <h3 className="event-card__title">
          <AppLink to={event.href}>{event.title}</AppLink>
        </h3>
        <dl className="event-card__facts">
          <dt className="visually-hidden">{t('when')}</dt>
          <dd className="event-card__when">
            <time dateTime={event.startsAt}>{formatEventTime(locale, event.startsAt, event.endsAt)}</time>
          </dd>
          {event.place && (
            <>
              <dt className="visually-hidden">{t('where')}</dt>
              <dd className="event-card__place">{event.place}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  )
}
