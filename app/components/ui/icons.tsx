/** Line icons (24×24, currentColor), always decorative: the control around them carries the name. */
type IconProps = { className?: string }

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const CartIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M3 4h2.2l2.1 10.4a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
)

export const UserIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </svg>
)

export const SearchIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <circle cx="10.8" cy="10.8" r="6.3" />
    <path d="M15.5 15.5 20.5 20.5" />
  </svg>
)

export const MenuIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </svg>
)

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)

export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
)

export const ExternalIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
)

export const MinusIcon = () => (
  <svg {...svgProps} width="18" height="18"><path d="M5 12h14" /></svg>
)

export const PlusIcon = () => (
  <svg {...svgProps} width="18" height="18"><path d="M12 5v14M5 12h14" /></svg>
)

export const TrashIcon = () => (
  <svg {...svgProps} width="20" height="20">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </svg>
)
