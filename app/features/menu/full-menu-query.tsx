import { useQuery } from '@tanstack/react-query'
import { useI18n } from '~/components/i18n'
import { LoadError } from '~/components/load-error'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import { menuKeys, menuPaths } from '~/contracts/menu-paths'
import { getJson } from '~/lib/api'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { QueryScope } from '~/lib/query-scope'
import { FullMenu } from './full-menu'
import { MenuPlaceholder } from './menu-rows'
import { inLanguage } from './queries'

/** GET /api/menu (the food) or GET /api/drinks: a whole list, in the page's language. */
function useMenuList(kind: CategoryKind, lang: Language) {
  const key = kind === 'food' ? menuKeys.list() : menuKeys.drinks()
  return useQuery({
    queryKey: lang === DEFAULT_LANGUAGE ? key : [...key, lang],
    queryFn: getJson<MenuItemJson[]>(inLanguage(kind === 'food' ? menuPaths.list : menuPaths.drinks, lang)),
  })
}

interface FullMenuQueryProps {
  kind: CategoryKind
  categories: CategoryJson[]
}

function LoadedFullMenu({ kind, categories }: FullMenuQueryProps) {
  const { lang, t } = useI18n()
  const menu = useMenuList(kind, lang)
  const food = kind === 'food'
  if (menu.isPending) return <MenuPlaceholder label={t(food ? 'menu.loadingMenu' : 'menu.loadingDrinks')} />
  if (menu.isError) {
    return (
      <LoadError
        title={t(food ? 'menu.loadErrorMenu' : 'menu.loadErrorDrinks')}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    )
  }
  return <FullMenu kind={kind} categories={categories} items={menu.data} />
}

/**
 * The full menu after a navigation in the browser (no server data): the list's query shows placeholders while it
 * loads. Its own chunk, with the query library: the server-rendered menu pages do not download it.
 */
export default function FullMenuQuery(props: FullMenuQueryProps) {
  return (
    <QueryScope>
      <LoadedFullMenu {...props} />
    </QueryScope>
  )
}
