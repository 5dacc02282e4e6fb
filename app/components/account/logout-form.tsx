import { useLocale } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'

/**
 * Logout is a POST (SPEC §4), never a link a prefetch or a crawler could follow. A plain form, so
 * it works the same on pages without the client framework (the home page) and before hydration;
 * the answer is a redirect to the home page, loaded as a document.
 */
export function LogoutForm({ className, label, style, formStyle }: { className: string; label: string; style?: React.CSSProperties; formStyle?: React.CSSProperties }) {
  const locale = useLocale() as Locale
  return (
    <form method="post" action={href('profile', locale)} className="logout-form" style={formStyle}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className} style={style}>
        {label}
      </button>
    </form>
  )
}
