/** The form-wide error (a failed login, a rate limit): focusable, so focus can be moved to it. */
export function FormAlert({ title, children }: { title?: string | null; children?: React.ReactNode }) {
  if (!title && !children) return null
  return (
    <div className="form-alert" role="alert" tabIndex={-1} data-form-alert>
      {title && <p className="form-alert__title">{title}</p>}
      {children && <p className="form-alert__text">{children}</p>}
    </div>
  )
}

/** A success or info message (a flash after a redirect, a saved form). */
export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="form-notice" role="status">
      {children}
    </p>
  )
}
