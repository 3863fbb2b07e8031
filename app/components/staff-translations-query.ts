import { useQuery } from '@tanstack/react-query'
import { useMayUse } from '~/components/staff-role'
import { type MissingTranslationsJson, type StaffTranslationsJson, translationKeys, translationPaths } from '~/contracts/translations'
import { getJson } from '~/lib/api'

/**
 * Every row's translations (GET /api/translations), for the editors, which fill them in once: so only an answer that is
 * not being read again (a refetch when the window regains focus may bring another staff member's change), else
 * undefined. Not asked for by a role that may not read them (hosts, who edit no text). Every content write invalidates
 * `translationKeys.all`.
 */
export function useStaffTranslations(): StaffTranslationsJson | undefined {
  const mayRead = useMayUse('GET', translationPaths.all)
  const query = useQuery({ queryKey: translationKeys.all, queryFn: getJson<StaffTranslationsJson>(translationPaths.all), enabled: mayRead })
  return query.isFetching ? undefined : query.data
}

/**
 * Whether the translations could not be read (after the query's own retries): the editors' inputs then say so rather
 * than wait. Observes the editors' query without asking for it again.
 */
export function useStaffTranslationsFailed(): boolean {
  return useQuery({ queryKey: translationKeys.all, queryFn: getJson<StaffTranslationsJson>(translationPaths.all), enabled: false }).isError
}

/** What each language lacks (GET /api/translations/missing). */
export function useMissingTranslations() {
  return useQuery({ queryKey: translationKeys.missing, queryFn: getJson<MissingTranslationsJson>(translationPaths.missing) })
}
