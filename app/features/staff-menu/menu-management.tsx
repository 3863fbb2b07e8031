import { Search, X } from '~/components/icons'
import { useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AdminDeleteDialog } from '~/components/admin-confirm-dialog'
import { addForm, AdminAddDialog, AdminEditDialog, saveSubmit } from '~/components/admin-form-dialogs'
import { QueryState, SkeletonList } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { StaffScreen } from '~/components/admin-frame'
import { cn } from '~/lib/cn'
import { plural } from '~/lib/plural'
import { SEARCH_QUERY_MAX_LENGTH } from '~/lib/search'
import { type CategoryJson, type CategoryKind, CATEGORY_KINDS, categoriesOfKind } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'
import { useCategories } from './categories-query'
import { ALL_CATEGORIES, groupMenuByCategory, isDish, searchMenuItems } from './menu-grouping'
import { MenuItemForm } from './menu-item-editor'
import { addDialogCategories, defaultAddCategory, editDialogCategories, emptyMenuItemForm, menuItemToFormValues } from './menu-item-form'
import { useMayUse } from '~/components/staff-role'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { MenuItemRow } from './menu-item-row'
import { useAddMenuItem, useDeleteMenuItem, useMenuItems, useUpdateMenuItem } from './menu-items-query'
import { KIND_LABEL, kindFromSearch, kindSearch } from './menu-kind'

/** The staff menu: food or drinks (?kind=drinks), grouped by category, with a filter, a search and the item dialogs. */
export function MenuManagement() {
  const [params] = useSearchParams()
  const kind = kindFromSearch(params)
  const categories = useCategories()
  const [editing, setEditing] = useState<MenuItemJson | null>(null)
  const [deleting, setDeleting] = useState<MenuItemJson | null>(null)
  const deleteItem = useDeleteMenuItem()
  // Hosts share this screen for the sold-out and special toggles only: adding, editing and deleting are managers'.
  const mayChange = useMayUse('PUT', '/api/menu/:id')

  return (
    <StaffScreen title="Menu Management" action={mayChange && <AddMenuItemDialog kind={kind} categories={categories.data} />}>

      <KindSwitch current={kind} />

      {categories.isError && (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive p-4">
          <p>The categories could not be loaded: the filter and the add dialog need them.</p>
          <Button variant="outline" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {/* A new kind starts with its own filter and search. */}
      <MenuItemsPanel
        key={kind}
        kind={kind}
        categories={categories.data ?? []}
        onEdit={mayChange ? setEditing : undefined}
        onDelete={mayChange ? setDeleting : undefined}
      />

      <EditMenuItemDialog item={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />
      <AdminDeleteDialog item={deleting} onClose={() => setDeleting(null)} thing="menu item" name={(item) => item.name} removedFrom="the menu" onDelete={(item) => deleteItem.mutate(item.id)} />
    </StaffScreen>
  )
}

/** Food | Drinks: links (they work before the script runs), the current one marked for screen readers. */
function KindSwitch({ current }: { current: CategoryKind }) {
  return (
    <nav aria-label="Food or drinks">
      <ul className="inline-flex rounded-lg border border-border bg-muted p-1">
        {CATEGORY_KINDS.map((kind) => {
          const active = kind === current
          return (
            <li key={kind}>
              <Link
                to={{ search: kindSearch(kind) }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-10 min-w-24 items-center justify-center rounded-md px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-card',
                )}
              >
                {KIND_LABEL[kind]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function MenuItemsPanel({
  kind,
  categories,
  onEdit,
  onDelete,
}: {
  kind: CategoryKind
  categories: readonly CategoryJson[]
  onEdit?: (item: MenuItemJson) => void
  onDelete?: (item: MenuItemJson) => void
}) {
  const uid = useId()
  const [filter, setFilter] = useState<string>(ALL_CATEGORIES)
  const [query, setQuery] = useState('')
  const searchField = useRef<HTMLInputElement>(null)
  const menu = useMenuItems(kind)
  const kindCategories = categoriesOfKind(categories, kind)

  const searching = query.trim() !== ''
  const found = menu.data ? searchMenuItems(menu.data, query) : []
  const groups = groupMenuByCategory(found, categories, filter)
  const matched = groups.reduce((sum, group) => sum + group.items.filter(isDish).length, 0)
  const noun = kind === 'drink' ? 'drink' : 'item'

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,24rem)] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-filter`}>Category</Label>
          <NativeSelect id={`${uid}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value={ALL_CATEGORIES}>All Categories</option>
            <SelectOptions options={kindCategories.map((category) => ({ value: category.slug, label: category.name }))} />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-search`}>Search {kind === 'drink' ? 'drinks' : 'food'}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              ref={searchField}
              id={`${uid}-search`}
              type="search"
              value={query}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              placeholder="Name or description"
              aria-describedby={`${uid}-count`}
              className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
              onChange={(e) => setQuery(e.target.value)}
            />
            {query !== '' && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="absolute top-0 right-0"
                onClick={() => {
                  setQuery('')
                  searchField.current?.focus()
                }}
              >
                <X aria-hidden="true" />
                <span className="sr-only">Clear search</span>
              </Button>
            )}
          </div>
        </div>
      </div>

      <p id={`${uid}-count`} role="status" className={cn('text-sm text-muted-foreground', !(searching && menu.data) && 'sr-only')}>
        {searching && menu.data ? `${plural(matched, noun)} found for “${query.trim()}”` : ''}
      </p>

      <QueryState
        query={menu}
        loading={<SkeletonList label="Loading menu items..." count={6} className="gap-3" itemClassName="h-16" />}
        error={kind === 'drink' ? 'The drinks could not be loaded.' : 'The menu could not be loaded.'}
        errorClassName="rounded-lg border border-destructive p-4"
        isEmpty={() => groups.length === 0}
        empty={searching ? undefined : emptyText(kind, filter)}
      >
        {() =>
          groups.length === 0 ? (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-4">
              <p>No {noun}s match “{query.trim()}”.</p>
              <Button
                variant="outline"
                onClick={() => {
                  setQuery('')
                  searchField.current?.focus()
                }}
              >
                Clear search
              </Button>
            </div>
          ) : (
            groups.map((group) => (
              <Card key={group.category} role="region" aria-labelledby={`${uid}-group-${group.category}`}>
                <CardHeader>
                  <CardTitle id={`${uid}-group-${group.category}`}>{group.heading}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="divide-y divide-border">
                    {group.items.map((item) => (
                      <MenuItemRow key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))
          )
        }
      </QueryState>
    </>
  )
}

function emptyText(kind: CategoryKind, filter: string): string {
  if (filter !== ALL_CATEGORIES) return 'No items in this category yet.'
  return kind === 'drink' ? 'No drinks yet. Add your first drink!' : 'No menu items yet. Add your first item!'
}

function AddMenuItemDialog({ kind, categories }: { kind: CategoryKind; categories: readonly CategoryJson[] | undefined }) {
  const add = useAddMenuItem()
  const options = categories ? addDialogCategories(categories, kind) : []
  return (
    <AdminAddDialog
      label="Add New Item"
      description={kind === 'drink' ? 'A drink on the drinks menu. Name, description and price are required.' : 'Name, description and price are required.'}
      disabled={options.length === 0}
    >
      {(close) => (
        <MenuItemForm
          defaultValues={emptyMenuItemForm(defaultAddCategory(options, kind))}
          categories={options}
          translatable={false}
          {...addForm('Add Item', add, close)}
        />
      )}
    </AdminAddDialog>
  )
}

function EditMenuItemDialog({
  item,
  categories,
  onClose,
}: {
  item: MenuItemJson | null
  categories: readonly CategoryJson[]
  onClose: () => void
}) {
  const update = useUpdateMenuItem()
  const translations = useStaffTranslations()
  return (
    <AdminEditDialog item={item} title="Edit Menu Item" description="Change the item and save." onClose={onClose}>
      {(item) => (
        <MenuItemForm
          // The same form while the translations load: it fills them in when they arrive.
          key={item.id}
          defaultValues={menuItemToFormValues(item, translations ? (translations.menuItems[item.id] ?? {}) : undefined)}
          categories={editDialogCategories(categories, item)}
          {...saveSubmit(update.isPending)}
          onSave={(input) => update.mutate({ id: item.id, input }, { onSuccess: onClose })}
        />
      )}
    </AdminEditDialog>
  )
}
