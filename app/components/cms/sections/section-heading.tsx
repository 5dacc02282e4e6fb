/** A section's own heading (h2 under the page's h1), tied to the section by aria-labelledby. */
export function SectionHeading({ id, title, className = '' }: { id: string; title: string; className?: string }) {
  return (
    <h2 id={id} className={`section-title ${className}`.trim()}>
      {title}
    </h2>
  )
}

export const headingIdOf = (sectionId: number) => `section-${sectionId}-title`
