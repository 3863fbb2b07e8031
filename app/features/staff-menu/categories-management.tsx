import { ArrowDown, ArrowUp } from '~/components/staff-icons'
import { useEffect, useId, useRef, useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { addSubmit, AdminAddDialog, AdminEditDialog, saveSubmit } from '~/components/admin-form-dialogs'
import { QueryState, SkeletonList } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { RowActions } from '~/components/row-actions'
import { useStaffTranslations } from '~/components/staff-translations-query'
import { cn } from '~/lib/cn'
import { plural } from '~/lib/plural'
import { type CategoryJson, type CategoryKind, CATEGORY_KINDS, categoriesOfKind } from '~/contracts/categories'
import { useAddCategory, useCategories, useDeleteCategory, useMoveCategory, useRenameCategory } from './categories-query'
import { AddCategoryForm, RenameCategoryForm } from './category-editor'
import { categoryPagePath, countItemsByCategory, inUseItemCount, movedAnnouncement, neighbourOf } from './category-form'
import { MoveItemsDialog } from './move-items-dialog'
import { isDish } from './menu-grouping'
import { useMenuItems } from './menu-items-query'

const KIND_TITLE: Record<CategoryKind, string> = { food: 'Food categories', drink: 'Drink categories' }
const KIND_EMPTY: Record<CategoryKind, string> = {
  food: 'No food categories yet. Add one to start the food menu.',
  drink: 'No drink categories yet. Add one to start the drinks menu.',
}

type Direction = 'up' | 'down'
/** A move staff made: `slug` went `direction`, past its neighbour `past`. */
interface Move {
  slug: string
  direction: Direction
  past: string
}

/** True once the list shows the move done (the refetch after it has arrived). */
function isPlaced(list: readonly CategoryJson[], move: Move): boolean {
  const at = (slug: string) => list.findIndex((category) => category.slug === slug)
  return move.direction === 'up' ? at(move.slug) < at(move.past) : at(move.slug) > at(move.past)
}

/** What the Delete button of a category opened: a plain confirmation, or the question where its items go. */
type Deleting = { category: CategoryJson; itemCount: number } | null

/** The staff's categories: food and drinks in display order; add, rename, move up and down, delete. */
export function CategoriesManagement() {
  const uid = useId()
  const categories = useCategories()
  const food = useMenuItems('food')
  const drinks = useMenuItems('drink')
  const move = useMoveCategory()
  const rename = useRenameCategory()
  const remove = useDeleteCategory()
  const translations = useStaffTranslations()
  const [editing, setEditing] = useState<CategoryJson | null>(null)
  const [confirming, setConfirming] = useState<CategoryJson | null>(null)
  const [moving, setMoving] = useState<Deleting>(null)
  const [lastMove, setLastMove] = useState<Move | null>(null)

  const itemsLoaded = food.data !== undefined && drinks.data !== undefined
  const counts = countItemsByCategory([...(food.data ?? []), ...(drinks.data ?? [])], isDish)
  const buttonId = (slug: string, direction: Direction) => `${uid}-${slug}-${direction}`

  // After a move, once the rows show the new order: the move is announced, and focus stays on the moved category's
  // button (its other one once it reaches the end of its list), so a keyboard user can press again. (Reordering the
  // rows can take focus away from a moved button: it is given back here, once.)
  const placed = lastMove && categories.data && isPlaced(categories.data, lastMove) ? lastMove : null
  const announcement = placed && categories.data ? movedAnnouncement(categories.data, placed.slug, placed.direction) : ''
  const focusPending = useRef(false)
  useEffect(() => {
    if (!placed || !focusPending.current) return
    focusPending.current = false
    const own = document.getElementById(buttonId(placed.slug, placed.direction))
    const other = document.getElementById(buttonId(placed.slug, placed.direction === 'up' ? 'down' : 'up'))
    ;(own?.getAttribute('aria-disabled') === 'true' ? other : own)?.focus()
    // buttonId only reads the component's id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed])

  const moveCategory = (category: CategoryJson, direction: Direction) => {
    if (move.isPending || !categories.data) return
    const neighbour = neighbourOf(categories.data, category.slug, direction)
    if (!neighbour) return
    setLastMove(null)
    move.mutate(
      { slug: category.slug, position: neighbour.position, direction },
      {
        onSuccess: () => {
          focusPending.current = true
          setLastMove({ slug: category.slug, direction, past: neighbour.slug })
        },
      },
    )
  }

  const startDelete = (category: CategoryJson) => {
    const count = counts.get(category.slug)?.rows ?? 0
    if (itemsLoaded && count > 0) setMoving({ category, itemCount: count })
    else setConfirming(category)
  }

  return (
    <StaffScreen title="Menu Categories" action={<AddCategoryDialog categories={categories.data} />} className="max-w-3xl">
      <p className="max-w-prose text-muted-foreground">
        The order here is the order of the category bars and of the menus. A category that still has items asks where to move them
        before it is deleted.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <QueryState
        query={categories}
        loading={<SkeletonList label="Loading categories..." count={CATEGORY_KINDS.length} className="gap-6" itemClassName="h-72" />}
        error="The categories could not be loaded."
        errorClassName="rounded-lg border border-destructive p-4"
      >
        {(list) => (
          <div className="grid gap-6">
            {CATEGORY_KINDS.map((kind) => {
              const ofKind = categoriesOfKind(list, kind)
              return (
                <Card key={kind} role="region" aria-labelledby={`${uid}-${kind}-title`}>
                  <CardHeader>
                    <CardTitle id={`${uid}-${kind}-title`}>
                      {KIND_TITLE[kind]} ({ofKind.length})
                    </CardTitle>
                    <CardDescription>{kind === 'drink' ? 'Shown on /drinks.' : 'Shown on /menu.'}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {ofKind.length === 0 ? (
                      <p className="text-muted-foreground">{KIND_EMPTY[kind]}</p>
                    ) : (
                      <ol className="divide-y divide-border" aria-label={KIND_TITLE[kind]}>
                        {ofKind.map((category, index) => {
                          const count = counts.get(category.slug)
                          const moved = move.isPending && move.variables.slug === category.slug
                          return (
                            <li key={category.slug} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                              <div className="flex min-w-0 items-start gap-3">
                                <span aria-hidden="true" className="w-6 shrink-0 pt-0.5 text-right text-sm text-muted-foreground tabular-nums">
                                  {index + 1}.
                                </span>
                                <div className="min-w-0">
                                  <p className="font-medium break-words">{category.name}</p>
                                  <p className="text-sm break-words text-muted-foreground">
                                    <span className="sr-only">Address: </span>
                                    {categoryPagePath(category)}
                                    {itemsLoaded && <> · {plural(count?.dishes ?? 0, 'item')}</>}
                                  </p>
                                </div>
                              </div>
                              <RowActions
                                name={category.name}
                                editLabel="Rename"
                                onEdit={() => setEditing(category)}
                                onDelete={() => startDelete(category)}
                                className="shrink-0"
                              >
                                {(['up', 'down'] as const).map((direction) => {
                                  const atEnd = (direction === 'up' ? index === 0 : index === ofKind.length - 1)
                                  return (
                                    <Button
                                      key={direction}
                                      id={buttonId(category.slug, direction)}
                                      variant="outline"
                                      size="icon"
                                      className={cn('size-9', atEnd && 'cursor-not-allowed opacity-50 hover:bg-card')}
                                      aria-disabled={atEnd || undefined}
                                      aria-busy={moved && move.variables.direction === direction ? true : undefined}
                                      onClick={() => !atEnd && moveCategory(category, direction)}
                                    >
                                      {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                                      <span className="sr-only">
                                        Move {category.name} {direction}
                                      </span>
                                    </Button>
                                  )
                                })}
                              </RowActions>
                            </li>
                          )
                        })}
                      </ol>
                    )}
                  </CardContent>
                </Card>
              )
            })}
          </div>
        )}
      </QueryState>

      <AdminEditDialog
        item={editing}
        title={editing ? `Rename ${editing.name}` : 'Rename category'}
        description="Change the name or the slug and save. The items stay in this category."
        onClose={() => setEditing(null)}
      >
        {(category) => (
          <RenameCategoryForm
            // The same form while the translations load: it fills them in when they arrive.
            key={category.slug}
            category={category}
            translations={translations ? (translations.categories[category.slug] ?? {}) : undefined}
            {...saveSubmit(rename.isPending)}
            onUnchanged={() => setEditing(null)}
            onSave={(input) => rename.mutateAsync({ slug: category.slug, input }).then(() => setEditing(null))}
          />
        )}
      </AdminEditDialog>

      <AdminConfirmDialog
        item={confirming}
        onClose={() => setConfirming(null)}
        question={(category) => `Delete the category "${category.name}"?`}
        detail={(category) => `It has no items. ${categoryPagePath(category)} will no longer exist. This cannot be undone.`}
        onConfirm={(category) => {
          remove.mutate(
            { category },
            {
              // Items were added meanwhile: ask where they go.
              onError: (error) => {
                const itemCount = inUseItemCount(error)
                if (itemCount !== null) setMoving({ category, itemCount })
              },
            },
          )
        }}
      />

      <MoveItemsDialog
        deleting={moving}
        categories={categories.data ?? []}
        pending={remove.isPending}
        onClose={() => setMoving(null)}
        onConfirm={(category, moveTo) => remove.mutate({ category, moveTo }, { onSuccess: () => setMoving(null) })}
      />
    </StaffScreen>
  )
}

function AddCategoryDialog({ categories }: { categories: readonly CategoryJson[] | undefined }) {
  const add = useAddCategory()
  return (
    <AdminAddDialog label="Add Category" description="A food or drink category, added at the end of its list." disabled={categories === undefined}>
      {(close) => (
        <AddCategoryForm
          categories={categories ?? []}
          defaultKind="food"
          {...addSubmit('Add Category', add.isPending)}
          onSave={(input) => add.mutateAsync(input).then(close)}
        />
      )}
    </AdminAddDialog>
  )
}
