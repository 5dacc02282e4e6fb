/** The frame of the small account pages (login, register, forgot and reset password). */
export function AccountCard({ title, lead, children, footer }: { title: string; lead?: string; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <main className="container account-page">
      <div className="account-card">
        <h1 className="account-card__title">{title}</h1>
        {lead && <p className="account-card__lead">{lead}</p>}
        {children}
        {footer && <div className="account-card__footer">{footer}</div>}
      </div>
    </main>
  )
}
