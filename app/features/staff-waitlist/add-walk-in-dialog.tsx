import { useId, useState } from 'react'
import { AdminDialogContent } from '~/components/admin-dialog'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import type { WalkInJoinedJson } from '~/contracts/waitlist'
import { quoteText } from './waitlist-format'
import { useAddWalkIn } from './waitlist-query'
import { EMPTY_WALK_IN, readWalkIn, type WalkInErrors, type WalkInFormValues } from './walk-in-form'
import { WalkInQr } from './walk-in-qr'

/** 'Add to waitlist': the party's details, then their place, quote and private link as a QR code to scan. */
export function AddWalkInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AdminDialogContent onEscape={onClose} className="max-w-lg">
        {open && <AddWalkIn onClose={onClose} />}
      </AdminDialogContent>
    </Dialog>
  )
}

const SEATING_CHOICES = [
  { value: 'table', label: 'Table' },
  { value: 'bar', label: 'Bar' },
] as const

function AddWalkIn({ onClose }: { onClose: () => void }) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const add = useAddWalkIn()
  const [values, setValues] = useState<WalkInFormValues>(EMPTY_WALK_IN)
  const [errors, setErrors] = useState<WalkInErrors>({})
  const [joined, setJoined] = useState<(WalkInJoinedJson & { name: string }) | null>(null)
  const set = (name: keyof WalkInFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [name]: e.target.value })

  if (joined) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            {joined.name} is number {joined.position} in line
          </DialogTitle>
          <DialogDescription>
            Quoted wait: {quoteText(joined.quotedMinutes)}. Let the guest scan the code to follow their place on their phone.
          </DialogDescription>
        </DialogHeader>
        <WalkInQr statusPath={joined.statusPath} />
        <DialogFooter>
          <Button className="h-11" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </>
    )
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const read = readWalkIn(values)
    if ('errors' in read) return setErrors(read.errors)
    setErrors({})
    add.mutate(read.input, { onSuccess: (answer) => setJoined({ ...answer, name: read.input.name }) })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add to waitlist</DialogTitle>
        <DialogDescription>A walk-in waiting for a table or bar seats. Phone and e-mail are optional.</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <FormField id={id('name')} label="Name" error={errors.name}>
          <Input id={id('name')} value={values.name} onChange={set('name')} autoComplete="off" className="h-11" {...fieldAria(id('name'), errors.name)} />
        </FormField>
        <FormField id={id('guests')} label="Guests" error={errors.guests}>
          <Input id={id('guests')} type="number" inputMode="numeric" min={1} value={values.guests} onChange={set('guests')} className="h-11" {...fieldAria(id('guests'), errors.guests)} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Seating</legend>
        <div className="grid grid-cols-2 gap-2">
          {SEATING_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex h-11 cursor-pointer items-center justify-center rounded-md border border-border bg-card text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={id('seating')}
                value={choice.value}
                checked={values.seatingPreference === choice.value}
                onChange={() => setValues({ ...values, seatingPreference: choice.value })}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id('phone')} label="Phone (optional)">
          <Input id={id('phone')} type="tel" value={values.phone} onChange={set('phone')} className="h-11" />
        </FormField>
        <FormField id={id('email')} label="E-mail (optional)" error={errors.email}>
          <Input id={id('email')} type="email" value={values.email} onChange={set('email')} className="h-11" {...fieldAria(id('email'), errors.email)} />
        </FormField>
      </div>
      <FormField id={id('note')} label="Note (optional)">
        <Textarea id={id('note')} value={values.note} onChange={set('note')} rows={2} maxLength={500} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to waitlist'}
        </Button>
      </DialogFooter>
    </form>
  )
}
