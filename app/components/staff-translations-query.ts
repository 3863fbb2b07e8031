import { useQuery } from '@tanstack/react-query'
import { useMayUse } from '~/components/staff-role'
import { type MissingTranslationsJson, type StaffTranslationsJson, translationKeys, translationPaths } from '~/contracts/translations'
import { getJson } from '~/lib/api'

/**
 * Every row's translations (GET /api/translations), for the editors; not asked for by a role that may not read
 * them (hosts, who edit no text). Every content write invalidates `translationKeys.all`.
 */
export function useStaffTranslations() {
  const mayRead = useMayUse('GET', translationPaths.all)
  return useQuery({ queryKey: translationKeys.all, queryFn: getJson<StaffTranslationsJson>(translationPaths.all), enabled: mayRead })
}

/** What each language lacks (GET /api/translations/missing). */
export function useMissingTranslations() {
  return useQuery({ queryKey: translationKeys.missing, queryFn: getJson<MissingTranslationsJson>(translationPaths.missing) })
}
