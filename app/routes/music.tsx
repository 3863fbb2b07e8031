import { Music } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { useI18n } from '~/components/i18n'
import { translatedPageMeta } from '~/components/seo'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

export const meta = translatedPageMeta('pages.musicTitle', 'pages.musicDescription')

export default function MusicScreen() {
  const { t } = useI18n()
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('pages.musicTitle')} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-10 text-center shadow-sm">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
          <Music className="size-8" />
        </span>
        <p className="text-lg leading-relaxed text-foreground">{t('pages.musicComingSoon')}</p>
      </div>
    </div>
  )
}
