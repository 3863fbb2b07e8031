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
import { type TwoFactorRequiredBody, twoFactorMessages } from '~/contracts/two-factor'
import { readRememberedUsername, rememberUsername } from './remembered-username'

/** Where a sign-in goes: /admin sends each role to its landing page (app/lib/roles.ts). */
export const AFTER_SIGN_IN_PATH = '/admin'
const SIGN_IN_FAILED_MESSAGE = 'Could not sign in right now. Please try again.'
const WRONG_CODE_MESSAGE = 'That code did not work. Enter the code your app shows now, or an unused recovery code.'

/** True when the password was right and the account's second-factor code is asked for (missing or wrong). */
export function isCodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && (error.body as Partial<TwoFactorRequiredBody> | null)?.twoFactorRequired === true
}

/** What the person is told when the server refuses a sign-in. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (isCodeRequired(error)) return WRONG_CODE_MESSAGE
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
  // The second step of an account with a second factor: the code, the username and password kept from the first.
  const [codeStep, setCodeStep] = useState(false)
  const [recovery, setRecovery] = useState(false)

  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: false, code: '' },
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
    mutationFn: ({ code, ...input }: LoginInput) => apiRequest<Pick<SessionJson, 'username'>>('POST', authPaths.login, code ? { ...input, code } : input),
    onSuccess: (_staff, input) => {
      rememberUsername(input.username, input.remember)
      // Nothing cached before this sign-in belongs to the new session.
      queryClient.clear()
      void navigate(AFTER_SIGN_IN_PATH, { replace: true })
    },
    onError: (error, input) => {
      if (isCodeRequired(error)) {
        // The password was right: ask for the code (once more when one was sent and was wrong).
        setFailure(input.code ? loginErrorMessage(error) : null)
        // The field takes the focus as it appears (autoFocus), and again after a wrong code.
        if (codeStep) form.setFocus('code')
        setCodeStep(true)
        form.setValue('code', '')
        return
      }
      setFailure(loginErrorMessage(error))
      setCodeStep(false)
      form.resetField('password')
      form.resetField('code')
      form.setFocus('password')
    },
  })

  const onSubmit = handleSubmit((input) => {
    setFailure(null)
    login.mutate(input)
  })

  const switchCodeKind = () => {
    setRecovery(!recovery)
    form.setValue('code', '')
    form.setFocus('code')
  }
  const startOver = () => {
    setCodeStep(false)
    setRecovery(false)
    setFailure(null)
    form.resetField('password')
    form.resetField('code')
  }

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
      {codeStep && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {recovery ? 'Enter one of your recovery codes.' : twoFactorMessages.codeRequired}
        </p>
      )}
      {/* Kept while the code is asked for: the second step sends the same username and password. */}
      <div className={codeStep ? 'hidden' : 'grid gap-4'}>
        <FormField {...fieldProps('username')} label="Username">
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...controlProps('username')} {...register('username')} />
        </FormField>
        <FormField {...fieldProps('password')} label="Password">
          <Input type="password" autoComplete="current-password" {...controlProps('password')} {...register('password')} />
        </FormField>
        <CheckboxField control={control} name="remember" id={id('remember')} label="Remember me" />
      </div>
      {codeStep && (
        <FormField {...fieldProps('code')} label={recovery ? 'Recovery code' : 'Code from your authenticator app'}>
          <Input
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            // It appears when asked for, after the password: where the person types next.
            autoFocus
            {...controlProps('code')}
            {...register('code')}
          />
        </FormField>
      )}
      <Button type="submit" disabled={!hydrated || login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : codeStep ? 'Verify' : 'Login'}
      </Button>
      {codeStep && (
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="link" className="h-auto p-0" onClick={switchCodeKind}>
            {recovery ? 'Use the code from the app' : 'Use a recovery code'}
          </Button>
          <Button type="button" variant="link" className="h-auto p-0" onClick={startOver}>
            Start over
          </Button>
        </div>
      )}
    </form>
  )
}
