import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { formFields } from '~/components/field-aria'
import { CheckboxField, FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/components/use-hydrated'
import { ApiError, apiRequest } from '~/lib/api'
import { authPaths, INVALID_CREDENTIALS_MESSAGE, type SessionJson } from '~/contracts/auth'
import { loginSchema, type LoginInput } from '~/contracts/auth.schemas'
import { readRememberedUsername, rememberUsername } from './remembered-username'

/** Where a sign-in goes: /admin sends each role to its landing page (app/lib/roles.ts). */
export const AFTER_SIGN_IN_PATH = '/admin'
const SIGN_IN_FAILED_MESSAGE = 'Could not sign in right now. Please try again.'

/** What the person is told when the server refuses a sign-in. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE
    if (error.status === 429) return error.body?.message ?? SIGN_IN_FAILED_MESSAGE
  }
  return SIGN_IN_FAILED_MESSAGE
}

export function LoginForm({ notice }: { notice?: string }) {
  // False in the server's HTML and during hydration: the form only submits once its script runs.
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const errorId = useId()
  const [failure, setFailure] = useState<string | null>(null)

  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false },
  })
  const { register, handleSubmit, control, setValue, formState } = form

  // Pre-fill the remembered username after hydration (localStorage exists only in the browser).
  useEffect(() => {
    const saved = readRememberedUsername()
    if (saved) {
      setValue('username', saved)
      setValue('remember', true)
    }
  }, [setValue])

  const login = useMutation({
    mutationFn: (input: LoginInput) => apiRequest<Pick<SessionJson, 'username'>>('POST', authPaths.login, input),
    onSuccess: (_staff, input) => {
      rememberUsername(input.username, input.remember)
      // Nothing cached before this sign-in belongs to the new session.
      queryClient.clear()
      void navigate(AFTER_SIGN_IN_PATH, { replace: true })
    },
    onError: (error) => {
      setFailure(loginErrorMessage(error))
      form.resetField('password')
      form.setFocus('password')
    },
  })

  const onSubmit = handleSubmit((input) => {
    setFailure(null)
    login.mutate(input)
  })

  const { id, fieldProps, controlProps } = formFields<keyof LoginInput>('login', (name) => formState.errors[name]?.message)

  return (
    // method="post": even a submit before the script runs never puts the password in the address bar.
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-describedby={failure ? errorId : undefined}>
      {notice && !failure && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      {failure && (
        <p id={errorId} role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <FormField {...fieldProps('username')} label="Username">
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...controlProps('username')} {...register('username')} />
      </FormField>
      <FormField {...fieldProps('password')} label="Password">
        <Input type="password" autoComplete="current-password" {...controlProps('password')} {...register('password')} />
      </FormField>
      <CheckboxField control={control} name="remember" id={id('remember')} label="Remember me" />
      <Button type="submit" disabled={!hydrated || login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  )
}
