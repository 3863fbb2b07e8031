import { useQuery } from '@tanstack/react-query'
import { LoadError } from '~/components/load-error'
import type { CategoryJson, CategoryKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import { menuKeys, menuPaths } from '~/contracts/menu-paths'
import { getJson } from '~/lib/api'
import { QueryScope } from '~/lib/query-scope'
import { FullMenu } from './full-menu'
import { MenuPlaceholder } from './menu-rows'

/** GET /api/menu (the food) or GET /api/drinks: a whole list. */
function useMenuList(kind: CategoryKind) {
  return useQuery({
    queryKey: kind === 'food' ? menuKeys.list() : menuKeys.drinks(),
    queryFn: getJson<MenuItemJson[]>(kind === 'food' ? menuPaths.list : menuPaths.drinks),
  })
}

interface FullMenuQueryProps {
  kind: CategoryKind
  categories: CategoryJson[]
}

function LoadedFullMenu({ kind, categories }: FullMenuQueryProps) {
  const menu = useMenuList(kind)
  if (menu.isPending) return <MenuPlaceholder label={kind === 'food' ? 'Loading menu...' : 'Loading drinks...'} />
  if (menu.isError) {
    return (
      <LoadError
        title={kind === 'food' ? "We couldn't load the menu." : "We couldn't load the drinks."}
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
