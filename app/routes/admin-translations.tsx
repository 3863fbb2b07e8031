import { adminPageMeta } from '~/components/admin-frame'
import { TranslationsOverview, TRANSLATIONS_TITLE } from '~/features/staff-translations/translations-overview'
import type { Route } from './+types/admin-translations'

export const meta: Route.MetaFunction = () => adminPageMeta(TRANSLATIONS_TITLE)

export { staffOnlyLoader as loader } from './staff-page.server'

export default function AdminTranslations() {
  return <TranslationsOverview />
}
