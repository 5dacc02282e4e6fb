import { useEffect, useState } from 'react'
import { useTranslations } from '~/app/i18n/intl'

/**
 * SPEC §4: a file goal downloads through a blob (a GET to the goal URL). The download starts by
 * itself once the page runs; the link under it is the way without JavaScript, or after a failure.
 */
export function GoalFileDownload({ url }: { url: string }) {
  const t = useTranslations('account.confirmEmail')
  const [state, setState] = useState<'idle' | 'started' | 'failed'>('idle')
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, { signal: controller.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        return res.blob()
      })
      .then((blob) => {
        const objectUrl = URL.createObjectURL(blob)
        const link = document.createElement('a')
        link.href = objectUrl
        link.download = fileNameOf(url)
        document.body.append(link)
        link.click()
        link.remove()
        // The browser has taken the blob once click() returns; a moment later it can go.
        window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
        setState('started')
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed')
      })
    return () => controller.abort()
  }, [url])
  return (
    <div className="stack">
      <p role="status" className={state === 'failed' ? 'form-alert' : state === 'started' ? 'form-notice' : undefined}>
        {state === 'started' ? t('downloading') : state === 'failed' ? t('downloadFailed') : null}
      </p>
      <p>
        <a href={url} download={fileNameOf(url)}>
          {t('downloadLink')}
        </a>
      </p>
    </div>
  )
}

function fileNameOf(url: string): string {
  const last = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).at(-1)
  return last ? decodeURIComponent(last) : 'download'
}
