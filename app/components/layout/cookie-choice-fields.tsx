import { useTranslations } from '~/app/i18n/intl'
import type { CookieChoices } from '~/server/modules/consents/service'

/** The second layer of the cookie banner: one switch per optional purpose, off by default (GDPR art. 7). */
export function CookieChoiceFields({ consent }: { consent: CookieChoices | null }) {
  const t = useTranslations('shell.cookies')
  return (
    <div className="cookie-choices">
      <fieldset className="cookie-choices__set">
        <legend className="visually-hidden">{t('settings')}</legend>
        <Choice name="necessary" label={t('necessary')} hint={t('necessaryHint')} isLocked />
        <Choice name="analytics" label={t('analytics')} hint={t('analyticsHint')} isOn={consent?.analytics} />
        <Choice name="marketing" label={t('marketing')} hint={t('marketingHint')} isOn={consent?.marketing} />
      </fieldset>
      <button type="submit" name="intent" value="save" className="btn btn--secondary cookie-choices__save">
        {t('save')}
      </button>
    </div>
  )
}

function Choice(props: { name: string; label: string; hint: string; isLocked?: boolean; isOn?: boolean }) {
  const { name, label, hint, isLocked = false, isOn = false } = props
  const id = `cookie-choice-${name}`
  return (
    <div className="cookie-choice">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={isLocked ? undefined : name}
        className="switch"
        defaultChecked={isLocked || isOn}
        disabled={isLocked}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className="cookie-choice__label">
        {label}
      </label>
      <span id={`${id}-hint`} className="cookie-choice__hint">
        {hint}
      </span>
    </div>
  )
}
