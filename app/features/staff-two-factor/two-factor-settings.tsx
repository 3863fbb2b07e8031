import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { StaffScreen } from '~/components/admin-frame'
import { isSessionExpired } from '~/components/admin-session'
import { fieldAria } from '~/components/field-aria'
import { FormField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useHydrated } from '~/components/use-hydrated'
import {
  type RecoveryCodesJson,
  type TwoFactorPolicyJson,
  type TwoFactorSetupJson,
  type TwoFactorStatusJson,
  twoFactorMessages,
  twoFactorPaths,
} from '~/contracts/two-factor'
import { apiRequest, errorMessage } from '~/lib/api'
import { toast } from '~/lib/use-toast'

const FAILED = 'Could not save. Please try again.'

/** The secret as people copy it: groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * The signed-in account's second factor: turn it on (QR code and secret, confirmed with a code, then the recovery
 * codes shown once), turn it off with a code, and for owners the rule that owners and managers must use it.
 */
export function TwoFactorSettings({ status }: { status: TwoFactorStatusJson }) {
  const held = status.required && !status.enabled && status.role !== 'host'
  return (
    <StaffScreen title="Second factor" description="A 6-digit code from an authenticator app on your phone, asked at every sign-in after your password.">
      {held && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
          {twoFactorMessages.setupRequired}
        </p>
      )}
      {status.enabled ? <TurnOff recoveryCodesLeft={status.recoveryCodesLeft} /> : <TurnOn held={held} />}
      {status.role === 'owner' && <RequirePolicy required={status.required} enabled={status.enabled} />}
    </StaffScreen>
  )
}

function useCodeField() {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const fail = (caught: unknown) => {
    if (isSessionExpired(caught)) return
    setError(errorMessage(caught, FAILED))
  }
  return { id, code, setCode, error, setError, fail }
}

function CodeInput({ field, label, hint, recovery = false }: { field: ReturnType<typeof useCodeField>; label: string; hint?: string; recovery?: boolean }) {
  return (
    <FormField id={field.id} label={label} hint={hint} error={field.error}>
      <Input
        id={field.id}
        name="code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        value={field.code}
        onChange={(e) => field.setCode(e.target.value)}
        {...fieldAria(field.id, field.error, Boolean(hint))}
      />
    </FormField>
  )
}

function TurnOn({ held }: { held: boolean }) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [setup, setSetup] = useState<TwoFactorSetupJson | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const field = useCodeField()
  const start = useMutation({
    mutationFn: () => apiRequest<TwoFactorSetupJson>('POST', twoFactorPaths.setup),
    onSuccess: (answer) => setSetup(answer),
    onError: (error) => !isSessionExpired(error) && toast({ title: 'Error', description: errorMessage(error, FAILED), variant: 'destructive' }),
  })
  const enable = useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodesJson>('POST', twoFactorPaths.enable, { code }),
    onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes),
    onError: field.fail,
  })

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => void revalidator.revalidate()} held={held} />

  if (!setup) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>The second factor is off</CardTitle>
          <CardDescription>Anyone who learns your password can sign in as you. With a second factor they also need your phone.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button type="button" disabled={!hydrated || start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Starting...' : 'Turn on the second factor'}
          </Button>
        </CardContent>
      </Card>
    )
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!field.code.trim()) return field.setError(twoFactorMessages.codeRequired)
    field.setError(undefined)
    enable.mutate(field.code)
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scan the QR code</CardTitle>
        <CardDescription>
          In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) add an account and scan this code, or
          type the key below. Then enter the 6-digit code the app shows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCode)}`}
          alt="QR code for your authenticator app"
          width={220}
          height={220}
          className="rounded-md bg-white"
        />
        <div className="grid gap-1">
          <p className="text-sm font-medium" id="two-factor-secret-label">
            Key to type by hand
          </p>
          <code aria-labelledby="two-factor-secret-label" data-secret={setup.secret} className="font-mono text-base break-all select-all">
            {grouped(setup.secret)}
          </code>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid max-w-xs gap-4">
          <CodeInput field={field} label="Code from the app" />
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Checking...' : 'Turn on'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function RecoveryCodes({ codes, onDone, held }: { codes: string[]; onDone: () => void; held: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' })
    } catch {
      toast({ title: 'Error', description: 'Could not copy. Select the codes and copy them by hand.', variant: 'destructive' })
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>The second factor is on: keep your recovery codes</CardTitle>
        <CardDescription>
          Each code signs you in once if you lose your phone. They are shown only now: print them or keep them somewhere safe.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:max-w-sm">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            Copy codes
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            Print
          </Button>
          {held ? (
            <Button asChild>
              <Link to="/admin/dashboard">I have kept them: go to the dashboard</Link>
            </Button>
          ) : (
            <Button type="button" onClick={onDone}>
              I have kept them
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const field = useCodeField()
  const disable = useMutation({
    mutationFn: (code: string) => apiRequest('POST', twoFactorPaths.disable, { code }),
    onSuccess: () => {
      toast({ title: 'Success', description: 'The second factor is off.' })
      void revalidator.revalidate()
    },
    onError: field.fail,
  })
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!field.code.trim()) return field.setError(twoFactorMessages.code)
    field.setError(undefined)
    disable.mutate(field.code)
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>The second factor is on</CardTitle>
        <CardDescription>
          Sign-in asks for the code from your authenticator app. Recovery codes left: {recoveryCodesLeft} of 10.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-xs gap-4">
          <CodeInput field={field} label="Code to turn it off" hint="From the app, or a recovery code." recovery />
          <Button type="submit" variant="destructive" disabled={!hydrated || disable.isPending}>
            {disable.isPending ? 'Turning off...' : 'Turn off the second factor'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function RequirePolicy({ required, enabled }: { required: boolean; enabled: boolean }) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const id = useId()
  const save = useMutation({
    mutationFn: (next: boolean) => apiRequest<TwoFactorPolicyJson>('PUT', twoFactorPaths.policy, { required: next }),
    onSuccess: (answer) => {
      toast({ title: 'Success', description: answer.required ? 'Owners and managers must now use a second factor.' : 'The second factor is now optional.' })
      void revalidator.revalidate()
    },
    onError: (error) => !isSessionExpired(error) && toast({ title: 'Error', description: errorMessage(error, FAILED), variant: 'destructive' }),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>For everyone</CardTitle>
        <CardDescription>
          When required, owners and managers without a second factor are sent here after signing in and can use nothing else until it
          is on. Hosts are not asked.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id={id}
            checked={required}
            disabled={!hydrated || save.isPending || (!required && !enabled)}
            onCheckedChange={(checked) => save.mutate(checked === true)}
            aria-describedby={!enabled && !required ? `${id}-hint` : undefined}
          />
          <Label htmlFor={id}>Require for all owners and managers</Label>
        </div>
        {!enabled && !required && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Turn on your own second factor first.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
