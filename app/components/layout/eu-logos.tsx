import { useTranslations } from '~/app/i18n/intl'

/** The EU funding notice: the EU emblem (12 gold stars on blue, drawn inline) with its text. */
export function EuLogos() {
  const t = useTranslations('shell.footer')
  return (
    <div className="eu-logos">
      <figure className="eu-logos__item">
        <EuFlag title={t('euFlag')} />
        <figcaption className="eu-logos__caption">
          <strong>{t('euUnion')}</strong>
          <span>{t('euFund')}</span>
        </figcaption>
      </figure>
      <p className="eu-logos__note">{t('euFunding')}</p>
    </div>
  )
}

function EuFlag({ title }: { title: string }) {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6
    return { x: 45 + 20 * Math.sin(angle), y: 30 - 20 * Math.cos(angle) }
  })
  return (
    <svg className="eu-logos__flag" viewBox="0 0 90 60" width="72" height="48" role="img" aria-label={title}>
      <rect width="90" height="60" fill="#003399" />
      {stars.map((s, i) => (
        <path key={i} transform={`translate(${s.x.toFixed(2)} ${s.y.toFixed(2)})`} fill="#FFCC00" d={starPath} />
      ))}
    </svg>
  )
}

/** A five-pointed star of outer radius 3.3 around the origin. */
const starPath = (() => {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 3.3 : 1.32
    const a = (i * Math.PI) / 5
    points.push(`${(r * Math.sin(a)).toFixed(2)},${(-r * Math.cos(a)).toFixed(2)}`)
  }
  return `M${points.join('L')}Z`
})()
