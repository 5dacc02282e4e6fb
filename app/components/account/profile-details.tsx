import { useTranslations } from '~/app/i18n/intl'

export interface ProfileUser {
  firstName: string
  lastName: string
  email: string
  emailConfirmed: boolean
  memberCardBarcode: string | null
}

/** The personal details tab: who is logged in, whether the address is confirmed, the member card. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const t = useTranslations('account.profile')
  return (
    <dl className="profile-details">
      <div className="profile-details__row">
        <dt>{t('name')}</dt>
        <dd>{`${user.firstName} ${user.lastName}`.trim() || '—'}</dd>
      </div>
      <div className="profile-details__row">
        <dt>{t('email')}</dt>
        <dd>
          {user.email} <span className="profile-details__badge">({t(user.emailConfirmed ? 'emailConfirmed' : 'emailNotConfirmed')})</span>
        </dd>
      </div>
      <div className="profile-details__row">
        <dt>{t('memberCard')}</dt>
        <dd>{user.memberCardBarcode ?? t('noMemberCard')}</dd>
      </div>
    </dl>
  )
}
