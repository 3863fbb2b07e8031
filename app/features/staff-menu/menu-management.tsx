import { Pencil, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { AdminAddDialog, AdminEditDialog } from '~/components/admin-form-dialogs'
import { QueryState } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { categoryTitle } from '~/components/category-label'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Skeleton } from '~/components/ui/skeleton'
import { MENU_CATEGORIES } from '~/lib/constants'
import { formatPeso } from '~/lib/money'
import { ALL_CATEGORIES, groupMenuByCategory, isDish } from './menu-grouping'
import { ADD_DIALOG_CATEGORIES, EDIT_DIALOG_CATEGORIES, EMPTY_MENU_ITEM_FORM, menuItemToFormValues } from './menu-item-form'
import { MenuItemForm } from './menu-item-editor'
import { useAddMenuItem, useDeleteMenuItem, useMenuItems, useUpdateMenuItem } from './menu-items-query'
import type { MenuItemJson } from '~/contracts/menu'

export function MenuManagement() {
  const filterId = useId()
  const [filter, setFilter] = useState<string>(ALL_CATEGORIES)
  const [editing, setEditing] = useState<MenuItemJson | null>(null)
  const [deleting, setDeleting] = useState<MenuItemJson | null>(null)
  const menu = useMenuItems()
  const deleteItem = useDeleteMenuItem()

  const groups = menu.data ? groupMenuByCategory(menu.data, filter) : []

  return (
    <section aria-labelledby="menu-management-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="menu-management-title" className="text-2xl font-bold">
          Menu Management
        </h2>
        <AddMenuItemDialog />
      </div>

      <div className="grid max-w-xs gap-2">
        <Label htmlFor={filterId}>Category</Label>
        <NativeSelect id={filterId} value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value={ALL_CATEGORIES}>All Categories</option>
          {MENU_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryTitle(category)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <QueryState
        query={menu}
        loading={
          <div className="grid gap-3" aria-busy="true">
            <p className="sr-only" role="status">
              Loading menu items...
            </p>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        }
        error="The menu could not be loaded."
        errorClassName="rounded-lg border border-destructive p-4"
        empty={filter === ALL_CATEGORIES ? 'No menu items yet. Add your first item!' : 'No items in this category yet.'}
        isEmpty={() => groups.length === 0}
      >
        {() =>
          groups.map((group) => (
            <Card key={group.category} role="region" aria-labelledby={`menu-group-${group.category}`}>
              <CardHeader>
                <CardTitle id={`menu-group-${group.category}`}>{group.heading}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-border">
                  {group.items.map((item) => (
                    <MenuItemRow key={item.id} item={item} onEdit={setEditing} onDelete={setDeleting} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))
        }
      </QueryState>

      <EditMenuItemDialog item={editing} onClose={() => setEditing(null)} />
      <AdminConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        question="Are you sure you want to delete this menu item?"
        detail={deleting ? `"${deleting.name}" will be removed from the menu. This cannot be undone.` : ''}
        onConfirm={() => deleting && deleteItem.mutate(deleting.id)}
      />
    </section>
  )
}

function MenuItemRow({
  item,
  onEdit,
  onDelete,
}: {
  item: MenuItemJson
  onEdit: (item: MenuItemJson) => void
  onDelete: (item: MenuItemJson) => void
}) {
  const dish = isDish(item)
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{item.name}</span>
          {item.isSpecial && <Badge className="border border-accent bg-accent/15 text-foreground">Special</Badge>}
          {!dish && <Badge variant="outline">Extras heading</Badge>}
        </div>
        {dish ? (
          item.description && <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Starts the extras block of this category on the menu.</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {dish && <span className="font-semibold tabular-nums">{formatPeso(item.price)}</span>}
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit(item)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {item.name}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(item)} className="text-destructive">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {item.name}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

function AddMenuItemDialog() {
  const add = useAddMenuItem()
  return (
    <AdminAddDialog label="Add New Item" description="Name, description and price are required.">
      {(close) => (
        <MenuItemForm
          defaultValues={EMPTY_MENU_ITEM_FORM}
          categories={ADD_DIALOG_CATEGORIES}
          submitLabel="Add Item"
          pendingLabel="Adding..."
          pending={add.isPending}
          onSave={(input) => add.mutate(input, { onSuccess: close })}
        />
      )}
    </AdminAddDialog>
  )
}

function EditMenuItemDialog({ item, onClose }: { item: MenuItemJson | null; onClose: () => void }) {
  const update = useUpdateMenuItem()
  return (
    <AdminEditDialog item={item} title="Edit Menu Item" description="Change the item and save." onClose={onClose}>
      {(item) => (
        <MenuItemForm
          key={item.id}
          defaultValues={menuItemToFormValues(item)}
          categories={EDIT_DIALOG_CATEGORIES}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          pending={update.isPending}
          onSave={(input) => update.mutate({ id: item.id, input }, { onSuccess: onClose })}
        />
      )}
    </AdminEditDialog>
  )
}
