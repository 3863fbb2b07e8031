import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/components/use-hydrated'
import { LOGIN_PAGE_PATH } from '~/contracts/auth'
import { MIN_PASSWORD_LENGTH, type SetupDoneJson, staffMessages, staffPaths } from '~/contracts/staff'
import { apiRequest, errorMessage } from '~/lib/api'

/** The holder of a set-up link chooses their password (twice), then goes to sign in. */
export function SetupForm({ token, username }: { token: string; username: string }) {
  const id = useId()
  const hydrated = useHydrated()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const setup = useMutation({
    mutationFn: () => apiRequest<SetupDoneJson>('POST', staffPaths.setup, { token, password }),
    onError: (error) => setFailure(errorMessage(error, 'Could not set the password right now. Please try again.')),
  })

  if (setup.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          Your password is set. Sign in as <strong>{setup.data.username}</strong> with it.
        </p>
        <Button asChild className="w-full">
          <Link to={LOGIN_PAGE_PATH}>Sign in</Link>
        </Button>
      </div>
    )
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const found: typeof errors = {}
    if (password.length < MIN_PASSWORD_LENGTH) found.password = staffMessages.password
    else if (repeat !== password) found.repeat = 'The two passwords differ.'
    setErrors(found)
    if (!found.password && !found.repeat) setup.mutate()
  }
  const describedBy = (name: 'password' | 'repeat', hint = false) =>
    [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4">
      {failure && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField id={`${id}-password`} label="New password" error={errors.password} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', true)}
        />
      </FormField>
      <FormField id={`${id}-repeat`} label="New password again" error={errors.repeat}>
        <Input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          aria-invalid={errors.repeat ? true : undefined}
          aria-describedby={describedBy('repeat')}
        />
      </FormField>
      <Button type="submit" disabled={!hydrated || setup.isPending} className="w-full">
        {setup.isPending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  )
}
