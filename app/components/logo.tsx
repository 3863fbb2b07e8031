import { Link } from 'react-router'
import { useI18n } from './i18n'
import { useVenue } from './venue'

/** The brand mark: a sun setting over the sea, drawn inline (no request, crisp at any size). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="var(--color-primary)" />
      <circle cx="24" cy="25" r="10" fill="var(--color-accent)" />
      {/* the sea: the part of the disc below the horizon */}
      <path d="M1.2 27A23 23 0 0 0 46.8 27Z" fill="var(--color-primary)" />
      <path
        d="M5 28c3.2 0 3.2-2 6.4-2s3.2 2 6.4 2 3.2-2 6.4-2 3.2 2 6.4 2 3.2-2 6.4-2 3.2 2 6.4 2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M9 34c2.5 0 2.5-1.6 5-1.6s2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6"
        fill="none"
        stroke="#fff"
        strokeOpacity=".75"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The venue's name as the wordmark draws it: the first word small above, the rest large ('Boracay' / 'Beach Bar'). */
export function wordmark(name: string): { small: string | null; large: string } {
  const words = name.trim().split(/\s+/)
  return words.length < 2 ? { small: null, large: name.trim() } : { small: words[0], large: words.slice(1).join(' ') }
}

/** The logo, linking to the home path. `large` is the centred menu-page version. */
export function Logo({ large = false }: { large?: boolean }) {
  const { name } = useVenue()
  const { t, path } = useI18n()
  const mark = wordmark(name)
  return (
    <Link
      to={path('/')}
      aria-label={t('frame.logoHome', { name })}
      className={
        large
          ? 'inline-flex flex-col items-center gap-2 rounded-lg px-2 py-1 text-center'
          : 'inline-flex items-center gap-2 rounded-lg py-1 pr-2'
      }
    >
      <LogoMark className={large ? 'size-16 drop-shadow-sm' : 'size-9'} />
      <span className="flex flex-col leading-none">
        {mark.small && (
          <>
            <span
              className={
                large
                  ? 'text-xs font-semibold tracking-[0.35em] text-accent-strong uppercase'
                  : 'text-[0.65rem] font-semibold tracking-[0.3em] text-accent-strong uppercase'
              }
            >
              {mark.small}
            </span>{' '}
          </>
        )}
        <span
          className={
            large
              ? 'mt-1 text-3xl font-extrabold tracking-tight text-primary'
              : 'text-lg font-extrabold tracking-tight text-primary'
          }
        >
          {mark.large}
        </span>
      </span>
    </Link>
  )
}
