import { describe, expect, it } from 'vitest'
import { addForm } from './admin-form-dialogs'

describe('addForm', () => {
  it('labels the submit, and closes the dialog once the mutation succeeds', () => {
    const calls: string[] = []
    const add = {
      isPending: false,
      mutate: (input: { name: string }, options: { onSuccess: () => void }) => {
        calls.push(`add ${input.name}`)
        options.onSuccess()
      },
    }
    const form = addForm('Add Table', add, () => calls.push('close'))
    expect(form).toMatchObject({ submitLabel: 'Add Table', pendingLabel: 'Adding...', pending: false })
    form.onSave({ name: 'Table 9' })
    expect(calls).toEqual(['add Table 9', 'close'])
  })

  it('keeps the dialog open while the mutation has not succeeded', () => {
    let closed = false
    const form = addForm('Add Offer', { isPending: true, mutate: () => undefined }, () => (closed = true))
    form.onSave({})
    expect(form.pending).toBe(true)
    expect(closed).toBe(false)
  })
})
