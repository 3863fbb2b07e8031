import { useId, useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { AdminDialogForm, AdminEditDialog, addSubmit } from '~/components/admin-form-dialogs'
import { StaffScreen } from '~/components/admin-frame'
import { AdminDialogContent } from '~/components/admin-dialog'
import { FormField } from '~/components/form-field'
import { QueryList } from '~/components/query-state'
import { RowActionButton } from '~/components/row-actions'
import { Lock, Power, PowerOff, UserPlus, Users } from '~/components/staff-icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { useHydrated } from '~/components/use-hydrated'
import { ROLE_LABELS, STAFF_ROLES, type StaffAccountJson, type StaffRole, staffMessages, USERNAME_PATTERN } from '~/contracts/staff'
import { plural } from '~/lib/plural'
import { oneTimePassword } from './one-time-password'
import { SessionList } from './session-list'
import { ShownOnce } from './shown-once'
import { useAddStaff, useChangeStaff, useStaffAccounts } from './staff-queries'

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))
const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'everything, staff accounts and the audit log included',
  manager: 'the host stand, menu, offers, events, gallery, hours, tables and e-mails',
  host: 'the host stand, reservations and the dashboard',
}

/** What was made and must be passed on now: a set-up link or a one-time password. */
type Handover = { username: string; kind: 'link' | 'password'; value: string }

/** The owner's staff page: every account, adding one, its role, password, activity and open sessions. */
export function StaffManagement() {
  const accounts = useStaffAccounts()
  const change = useChangeStaff()
  const [handover, setHandover] = useState<Handover | null>(null)
  const [roleOf, setRoleOf] = useState<StaffAccountJson | null>(null)
  const [resetting, setResetting] = useState<StaffAccountJson | null>(null)
  const [deactivating, setDeactivating] = useState<StaffAccountJson | null>(null)
  const [sessionsOf, setSessionsOf] = useState<StaffAccountJson | null>(null)

  const resetPassword = (account: StaffAccountJson) => {
    const password = oneTimePassword()
    change.mutate({ account, change: { password } }, { onSuccess: () => setHandover({ username: account.username, kind: 'password', value: password }) })
  }

  return (
    <StaffScreen
      title="Staff"
      description="Who can sign in to the back office, and what each can do."
      action={<AddStaffDialog onAdded={setHandover} />}
    >
      <Card>
        <CardHeader>
          <CardTitle>{accounts.data ? `Accounts (${accounts.data.length})` : 'Accounts'}</CardTitle>
          <CardDescription>
            Owners can do {ROLE_WORDS.owner}; managers {ROLE_WORDS.manager}; hosts {ROLE_WORDS.host}. Changing a role, resetting a password or
            deactivating signs that account out everywhere at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryList query={accounts} noun="staff accounts" label="Staff accounts" empty="No staff accounts yet.">
            {(account) => (
              <li key={account.id} data-staff={account.username} className="flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:justify-between">
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{account.username}</span>
                    <Badge>{ROLE_LABELS[account.role]}</Badge>
                    {!account.active && <Badge variant="secondary">Deactivated</Badge>}
                    {account.setupPending && <Badge variant="outline">Set-up link not used yet</Badge>}
                    {account.twoFactor && <Badge variant="outline">Two-factor on</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">{plural(account.openSessions, 'open session')}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <RowActionButton icon={Users} label="Change role" name={account.username} onClick={() => setRoleOf(account)} />
                  <RowActionButton icon={Lock} label="Reset password" name={account.username} onClick={() => setResetting(account)} />
                  <RowActionButton icon={Users} label={`Sessions (${account.openSessions})`} name={account.username} onClick={() => setSessionsOf(account)} />
                  {account.active ? (
                    <RowActionButton icon={PowerOff} label="Deactivate" name={account.username} destructive onClick={() => setDeactivating(account)} />
                  ) : (
                    <RowActionButton
                      icon={Power}
                      label="Reactivate"
                      name={account.username}
                      disabled={change.isPending}
                      onClick={() => change.mutate({ account, change: { active: true } })}
                    />
                  )}
                </div>
              </li>
            )}
          </QueryList>
        </CardContent>
      </Card>

      <RoleDialog account={roleOf} pending={change.isPending} onClose={() => setRoleOf(null)} onSave={(account, role) => change.mutate({ account, change: { role } }, { onSuccess: () => setRoleOf(null) })} />
      <AdminConfirmDialog
        item={resetting}
        onClose={() => setResetting(null)}
        question={(account) => `Reset the password of ${account.username}?`}
        detail={() => 'A new one-time password is made and shown once; every session of the account ends at once.'}
        confirmLabel="Reset password"
        onConfirm={(account) => {
          setResetting(null)
          resetPassword(account)
        }}
      />
      <AdminConfirmDialog
        item={deactivating}
        onClose={() => setDeactivating(null)}
        question={(account) => `Deactivate ${account.username}?`}
        detail={() => 'The account is signed out everywhere at once and cannot sign in until it is reactivated.'}
        confirmLabel="Deactivate"
        onConfirm={(account) => {
          setDeactivating(null)
          change.mutate({ account, change: { active: false } })
        }}
      />
      <AdminEditDialog
        item={sessionsOf}
        title={sessionsOf ? `Sessions of ${sessionsOf.username}` : 'Sessions'}
        description="Each device signed in, when it signed in and when it was last used."
        onClose={() => setSessionsOf(null)}
      >
        {(account) => <SessionList accountId={account.id} name={account.username} />}
      </AdminEditDialog>
      <HandoverDialog handover={handover} onClose={() => setHandover(null)} />
    </StaffScreen>
  )
}

function AddStaffDialog({ onAdded }: { onAdded: (handover: Handover) => void }) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const add = useAddStaff()
  const id = useId()
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<StaffRole>('host')
  const [how, setHow] = useState<'link' | 'password'>('link')
  const [error, setError] = useState<string | undefined>()

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = username.trim()
    if (!USERNAME_PATTERN.test(name)) return setError(staffMessages.username)
    setError(undefined)
    const password = how === 'password' ? oneTimePassword() : undefined
    add.mutate(
      { username: name, role, ...(password ? { password } : {}) },
      {
        onSuccess: (made) => {
          setOpen(false)
          setUsername('')
          const value = password ?? new URL(made.setupPath!, window.location.origin).href
          onAdded({ username: made.username, kind: password ? 'password' : 'link', value })
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} disabled={!hydrated}>
        <UserPlus aria-hidden="true" />
        Add account
      </Button>
      <AdminDialogContent onEscape={() => setOpen(false)}>
        <DialogHeader>
          <DialogTitle>Add account</DialogTitle>
          <DialogDescription>The new account's holder gets a set-up link to choose a password (valid 24 hours, once), or a one-time password.</DialogDescription>
        </DialogHeader>
        <AdminDialogForm onSubmit={submit} {...addSubmit('Add account', add.isPending)}>
          <FormField id={`${id}-username`} label="Username" error={error} hint="2 to 40 letters, digits, dots, dashes or underscores.">
            <Input
              id={`${id}-username`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-username-hint${error ? ` ${id}-username-error` : ''}`}
            />
          </FormField>
          <FormField id={`${id}-role`} label="Role" hint={`A ${role} can do ${ROLE_WORDS[role]}.`}>
            <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} aria-describedby={`${id}-role-hint`}>
              <SelectOptions options={ROLE_OPTIONS} />
            </NativeSelect>
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">How they set their password</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-how`} value="link" checked={how === 'link'} onChange={() => setHow('link')} />
              A set-up link (they choose their own password)
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-how`} value="password" checked={how === 'password'} onChange={() => setHow('password')} />
              A one-time password I give them
            </label>
          </fieldset>
        </AdminDialogForm>
      </AdminDialogContent>
    </Dialog>
  )
}

function RoleDialog({
  account,
  pending,
  onClose,
  onSave,
}: {
  account: StaffAccountJson | null
  pending: boolean
  onClose: () => void
  onSave: (account: StaffAccountJson, role: StaffRole) => void
}) {
  return (
    <AdminEditDialog
      item={account}
      title={account ? `Role of ${account.username}` : 'Role'}
      description="A new role signs the account out everywhere at once; it signs in again with the new role."
      onClose={onClose}
    >
      {(item) => <RoleForm key={item.id} account={item} pending={pending} onSave={(role) => onSave(item, role)} />}
    </AdminEditDialog>
  )
}

function RoleForm({ account, pending, onSave }: { account: StaffAccountJson; pending: boolean; onSave: (role: StaffRole) => void }) {
  const id = useId()
  const [role, setRole] = useState<StaffRole>(account.role)
  return (
    <AdminDialogForm
      onSubmit={(event) => {
        event.preventDefault()
        onSave(role)
      }}
      submitLabel="Save role"
      pendingLabel="Saving..."
      pending={pending}
    >
      <FormField id={`${id}-role`} label="Role" hint={`A ${role} can do ${ROLE_WORDS[role]}.`}>
        <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} aria-describedby={`${id}-role-hint`}>
          <SelectOptions options={ROLE_OPTIONS} />
        </NativeSelect>
      </FormField>
    </AdminDialogForm>
  )
}

function HandoverDialog({ handover, onClose }: { handover: Handover | null; onClose: () => void }) {
  const id = useId()
  return (
    <Dialog open={handover !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose}>
        <DialogHeader>
          <DialogTitle>{handover?.kind === 'link' ? `Set-up link for ${handover.username}` : `One-time password for ${handover?.username ?? ''}`}</DialogTitle>
          <DialogDescription>
            {handover?.kind === 'link'
              ? 'Send this link to them: it lets them choose their password, once, within 24 hours.'
              : 'Give this password to them; they can change it under My account once signed in.'}
          </DialogDescription>
        </DialogHeader>
        {handover && <ShownOnce id={`${id}-value`} label={handover.kind === 'link' ? 'Set-up link' : 'Password'} value={handover.value} />}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </AdminDialogContent>
    </Dialog>
  )
}
