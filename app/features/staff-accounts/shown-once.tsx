import { useState } from 'react'
import { Check, Copy } from '~/components/staff-icons'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/components/use-hydrated'

/**
 * A secret shown once (a set-up link, a one-time password): read-only and selected on focus, with a Copy button
 * that says when it copied (or, where the browser refuses, to copy by hand).
 */
export function ShownOnce({ label, value, id }: { label: string; value: string; id: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className="font-mono" />
        <Button type="button" variant="outline" onClick={() => void copy()} disabled={!hydrated}>
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied === 'failed' ? 'This browser did not allow copying: select the text and copy it by hand.' : 'Shown only now: it cannot be seen again.'}
      </p>
    </div>
  )
}
