/**
 * The shop's mark (the same drawing as public/logo.svg), inline: the header shows it on every page,
 * and as markup it costs no request, no preload competing with the page's first bytes on a slow
 * phone, and no short cache lifetime (public/ files are cached for an hour, /assets/ for a year).
 * Decorative: the link around it carries the name.
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#a23e1c" />
      <path d="M14 22h36v5a4.5 4.5 0 0 1-9 0 4.5 4.5 0 0 1-9 0 4.5 4.5 0 0 1-9 0 4.5 4.5 0 0 1-9 0z" fill="#faf6f0" />
      <path d="M16 17h32l2 5H14z" fill="#e8b894" />
      <path d="M18 31.5V47h28V31.5" fill="none" stroke="#faf6f0" strokeWidth="3" strokeLinejoin="round" />
      <path d="M28 47V38.5a4 4 0 0 1 8 0V47" fill="none" stroke="#faf6f0" strokeWidth="3" />
    </svg>
  )
}
