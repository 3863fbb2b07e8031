/**
 * The second factor of staff sign-in: a TOTP secret per account (app/lib/totp.ts), set up in two steps (a pending
 * secret until a code from it is confirmed), 10 single-use recovery codes kept as SHA-256 hashes, and the owner's
 * rule that owners and managers must use it. Every change runs under the acting staff member's name (audit trail).
 */
import { createHash, randomInt } from 'node:crypto'
import { and, count, eq, isNull, lt } from 'drizzle-orm'
import encodeQR from 'qr'
import { RECOVERY_CODE_COUNT, type TwoFactorSetupJson, type TwoFactorStatusJson, twoFactorMessages } from '~/contracts/two-factor'
import { matchTotpStep, newTotpSecret, totpAddress } from '~/lib/totp'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'
import { staffAccounts, staffPolicy, staffRecoveryCodes, staffTotpSteps } from '../db/schema'
import { ConflictError, InputError } from './errors'
import type { Staff } from './staff'

/** The roles the owner's rule applies to (hosts never need a second factor). */
const ROLES_WITH_SECOND_FACTOR = new Set(['owner', 'manager'])
/** Recovery codes: 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as 'xxxxx-xxxxx'. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_CODE_LENGTH = 10

/**
 * Takes a TOTP step of the account once: true the first time, false for it or any earlier step after, in every
 * process (one statement: of two requests with the same code, one wins).
 */
async function takeStep(db: Database, staffId: number, step: number): Promise<boolean> {
  const taken = await db
    .insert(staffTotpSteps)
    .values({ staffId, lastStep: step })
    .onConflictDoUpdate({ target: staffTotpSteps.staffId, set: { lastStep: step }, setWhere: lt(staffTotpSteps.lastStep, step) })
    .returning({ staffId: staffTotpSteps.staffId })
  return taken.length > 0
}

function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(`recovery:${normalRecoveryCode(code)}`).digest('hex')
}

/** A recovery code as typed, compared without case, spaces or dashes. */
function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''))
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

async function readAccount(db: Database, staffId: number) {
  const [row] = await db
    .select({
      role: staffAccounts.role,
      secret: staffAccounts.twoFactorSecret,
      pendingSecret: staffAccounts.twoFactorPendingSecret,
      enabledAt: staffAccounts.twoFactorEnabledAt,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
  return row ?? null
}

/** What the second-factor page shows of this account. */
export async function readTwoFactorStatus(db: Database, staffId: number): Promise<TwoFactorStatusJson> {
  const account = await readAccount(db, staffId)
  const [codes] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  return {
    role: account?.role ?? 'host',
    enabled: Boolean(account?.secret),
    required: await isTwoFactorRequired(db),
    recoveryCodesLeft: Number(codes.n),
  }
}

export async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select({ required: staffPolicy.requireTwoFactor }).from(staffPolicy).where(eq(staffPolicy.id, 1))
  return row?.required ?? false
}

/**
 * True when the owner's rule requires a second factor of this signed-in account (an owner or a manager) and it has
 * none yet: then it may use nothing but the second factor's set-up. The role and the second factor come with the
 * session; only such an account costs a read (of the rule).
 */
export async function mustSetUpSecondFactor(db: Database, staff: Staff): Promise<boolean> {
  if (staff.twoFactor || !ROLES_WITH_SECOND_FACTOR.has(staff.role)) return false
  const [policy] = await db.select({ required: staffPolicy.requireTwoFactor }).from(staffPolicy).where(eq(staffPolicy.id, 1))
  return Boolean(policy?.required)
}

/** True when the account signs in with a second factor. */
export async function hasSecondFactor(db: Database, staffId: number): Promise<boolean> {
  return Boolean((await readAccount(db, staffId))?.secret)
}

/**
 * Starts setting up the second factor: a new pending secret (replacing an unconfirmed one), and what the
 * authenticator app reads (the otpauth address, as text and as a QR code). The issuer is the venue's name.
 */
export async function startTwoFactorSetup(db: Database, staff: Staff, issuer: string): Promise<TwoFactorSetupJson> {
  const account = await readAccount(db, staff.id)
  if (account?.secret) throw new ConflictError(twoFactorMessages.alreadyOn)
  const secret = newTotpSecret()
  await asActor(db, staff.username, (tx) => tx.update(staffAccounts).set({ twoFactorPendingSecret: secret }).where(eq(staffAccounts.id, staff.id)))
  const otpauthUrl = totpAddress(secret, issuer, staff.username)
  return { secret, otpauthUrl, qrCode: encodeQR(otpauthUrl, 'svg', { ecc: 'medium', border: 4 }) }
}

/**
 * Turns the second factor on once a code from the pending secret is right: the secret becomes the account's, and 10
 * new recovery codes replace any old ones. Returns the codes, which are never shown again.
 */
export async function enableTwoFactor(db: Database, staff: Staff, code: string, now: Date): Promise<string[]> {
  const account = await readAccount(db, staff.id)
  if (account?.secret) throw new ConflictError(twoFactorMessages.alreadyOn)
  const pending = account?.pendingSecret
  if (!pending) throw InputError.field('code', twoFactorMessages.setupFirst)
  const step = matchTotpStep(pending, code, now)
  if (step === null || !(await takeStep(db, staff.id, step))) throw InputError.field('code', twoFactorMessages.wrongSetupCode)
  const recoveryCodes = newRecoveryCodes()
  const enabled = await asActor(db, staff.username, async (tx) => {
    const changed = await tx
      .update(staffAccounts)
      .set({ twoFactorSecret: pending, twoFactorPendingSecret: null, twoFactorEnabledAt: now })
      .where(and(eq(staffAccounts.id, staff.id), eq(staffAccounts.twoFactorPendingSecret, pending), isNull(staffAccounts.twoFactorSecret)))
      .returning({ id: staffAccounts.id })
    if (changed.length === 0) return false
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id))
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((c) => ({ staffId: staff.id, codeHash: recoveryCodeHash(c) })))
    return true
  })
  // Another request confirmed or replaced the pending secret meanwhile.
  if (!enabled) throw new ConflictError(twoFactorMessages.alreadyOn)
  return recoveryCodes
}

/**
 * Checks a second-factor code of an account that has one: a TOTP code (within a step of now, never twice), or an
 * unused recovery code, which this marks used. False for anything else, or when the account has no second factor.
 */
export async function checkSecondFactor(db: Database, staffId: number, code: string, now: Date): Promise<boolean> {
  const secret = (await readAccount(db, staffId))?.secret
  if (!secret) return false
  if (isTotpShaped(code)) {
    const step = matchTotpStep(secret, code, now)
    return step !== null && (await takeStep(db, staffId, step))
  }
  if (normalRecoveryCode(code).length !== RECOVERY_CODE_LENGTH) return false
  // One statement: of two sign-ins with the same recovery code, only one marks it used.
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id })
  return used.length > 0
}

/** Turns the second factor off, with a code from the app or a recovery code: the secret and recovery codes go. */
export async function disableTwoFactor(db: Database, staff: Staff, code: string, now: Date): Promise<void> {
  if (!(await hasSecondFactor(db, staff.id))) throw new ConflictError(twoFactorMessages.notOn)
  if (!(await checkSecondFactor(db, staff.id, code, now))) throw InputError.field('code', twoFactorMessages.wrongCode)
  await asActor(db, staff.username, async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null })
      .where(eq(staffAccounts.id, staff.id))
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id))
    // The next secret's codes have nothing to do with this one's.
    await tx.delete(staffTotpSteps).where(eq(staffTotpSteps.staffId, staff.id))
  })
}

/**
 * The owner's rule. Requiring it is refused while the owner's own second factor is off (they would be sent to set
 * it up at once).
 */
export async function setTwoFactorPolicy(db: Database, staff: Staff, required: boolean): Promise<boolean> {
  if (required && !(await hasSecondFactor(db, staff.id))) {
    throw new ConflictError('Turn on your own second factor before requiring it for all owners and managers.')
  }
  await asActor(db, staff.username, (tx) =>
    tx.insert(staffPolicy).values({ id: 1, requireTwoFactor: required }).onConflictDoUpdate({ target: staffPolicy.id, set: { requireTwoFactor: required } }),
  )
  return required
}

/** What an account that must set up its second factor may still do: see who it is, sign out, and set it up. */
const ALLOWED_BEFORE_SECOND_FACTOR = [
  { method: 'GET', path: /^\/api\/auth\/session\/?$/ },
  { method: 'HEAD', path: /^\/api\/auth\/session\/?$/ },
  { method: 'POST', path: /^\/api\/auth\/logout\/?$/ },
  { method: 'POST', path: /^\/api\/auth\/two-factor\/(setup|enable)\/?$/ },
]

/**
 * The 403 message for a staff API request the owner's rule holds back (this account must set up its second factor
 * first), or null when the request may go on. The one check of the rule for the API: the router's role check calls
 * it for every staff route.
 */
export async function secondFactorRefusal(db: Database, staff: Staff, method: string, path: string): Promise<string | null> {
  if (ALLOWED_BEFORE_SECOND_FACTOR.some((allowed) => allowed.method === method && allowed.path.test(path))) return null
  return (await mustSetUpSecondFactor(db, staff)) ? twoFactorMessages.setupRequired : null
}
