import { useId, useState } from 'react'
import { Link } from 'react-router'
import { StaffScreen } from '~/components/admin-frame'
import { FormField } from '~/components/form-field'
import { Lock } from '~/components/staff-icons'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { MIN_PASSWORD_LENGTH, ROLE_LABELS, type StaffRole, staffMessages } from '~/contracts/staff'
import { ApiError, errorMessage } from '~/lib/api'
import { SessionList } from './session-list'
import { useChangeOwnPassword } from './staff-queries'

export const TWO_FACTOR_PAGE_PATH = '/admin/account/two-factor'

/** My account: one's own password and sessions, and (owners and managers) the way to the second factor. */
export function AccountSettings({ username, role }: { username: string; role: StaffRole }) {
  return (
    <StaffScreen title="My account" description={`Signed in as ${username} (${ROLE_LABELS[role]}).`}>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>A new password signs you out on every other device; this one stays signed in.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm username={username} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your sessions</CardTitle>
          <CardDescription>Every device signed in as you. End any you do not know or no longer use (a lost tablet, say).</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionList accountId={null} name="You" />
        </CardContent>
      </Card>
      {role !== 'host' && (
        <Card>
          <CardHeader>
            <CardTitle>Two-factor sign-in</CardTitle>
            <CardDescription>A 6-digit code from an authenticator app on your phone, asked after your password.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to={TWO_FACTOR_PAGE_PATH}>
                <Lock aria-hidden="true" />
                Two-factor sign-in
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </StaffScreen>
  )
}

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'repeat', string>>

function PasswordForm({ username }: { username: string }) {
  const id = useId()
  const change = useChangeOwnPassword()
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' })
  const [errors, setErrors] = useState<Errors>({})
  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Errors = {}
    if (!values.currentPassword) found.currentPassword = staffMessages.currentPassword
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) found.newPassword = staffMessages.password
    else if (values.repeat !== values.newPassword) found.repeat = 'The two new passwords differ.'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => setValues({ currentPassword: '', newPassword: '', repeat: '' }),
        onError: (error) => {
          const path = error instanceof ApiError ? error.body?.details?.[0]?.path : undefined
          const message = errorMessage(error, 'Failed to change the password. Please try again.')
          setErrors(path === 'newPassword' ? { newPassword: message } : path === 'currentPassword' ? { currentPassword: message } : { repeat: message })
        },
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField id={`${id}-currentPassword`} label="Current password" error={errors.currentPassword}>
        <Input type="password" autoComplete="current-password" {...field('currentPassword')} />
      </FormField>
      <FormField id={`${id}-newPassword`} label="New password" error={errors.newPassword} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <Input type="password" autoComplete="new-password" {...field('newPassword')} aria-describedby={`${id}-newPassword-hint${errors.newPassword ? ` ${id}-newPassword-error` : ''}`} />
      </FormField>
      <FormField id={`${id}-repeat`} label="New password again" error={errors.repeat}>
        <Input type="password" autoComplete="new-password" {...field('repeat')} />
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
