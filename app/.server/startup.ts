/** Start-up work of an app process: the database made ready (serialised across processes), and periodic upkeep. */
import type { Config } from './config'
import type { DatabaseHandle, Database } from './db/client'
import { loadDemoDataOnce } from './db/demo-seed'
import type { Logger } from './logger'
import { type InTurn, oneAtATime } from './one-at-a-time'
import { lastBackupSlot, nextBackupAt } from '~/lib/backup-schedule'
import { nextWeeklySummarySlot, type WeeklySummarySlot, weeklySummarySlot } from '~/lib/weekly-summary'
import type { VenueClock } from '~/lib/venue-clock'
import type { Backups } from './services/backups'
import { purgeOldAuditEntries } from './services/audit'
import { purgeExpiredSignIns } from './services/auth'
import { purgeGuestBookingEvents } from './services/booking-limit'
import { purgeOldEmails } from './services/email-purge'
import { purgeUnusedImages } from './services/image-store'
import { purgeOldVisitors } from './services/visitors'
import { sweepWaitlist } from './services/waitlist-offers'
import { queueWeeklySummary } from './services/weekly-summary'
import { backgroundMail } from './services/waitlist-emails'
import { generatePassword } from './services/password'
import { countStaff, upsertStaff } from './services/staff'

/** The staff account this start created: its password came from ADMIN_PASSWORD or was printed once. */
export interface FirstAccount {
  username: string
  passwordPrinted: boolean
}

/** Creates the first staff account when there is none. */
export async function ensureFirstStaffAccount(db: Database, config: Config, logger: Logger): Promise<FirstAccount | undefined> {
  if ((await countStaff(db)) > 0) return undefined
  const username = config.ADMIN_USERNAME ?? 'admin'
  if (config.ADMIN_PASSWORD) {
    await upsertStaff(db, username, config.ADMIN_PASSWORD, { role: 'owner' })
    logger.info({ username }, 'created the first staff account from ADMIN_USERNAME/ADMIN_PASSWORD')
    return { username, passwordPrinted: false }
  }
  const password = generatePassword()
  await upsertStaff(db, username, password, { role: 'owner' })
  // Printed once, on purpose outside the structured log: nobody else will ever see this password.
  console.log(
    `\n  First staff account created.\n  Username: ${username}\n  Password: ${password}\n` +
      `  Keep it safe: it is not stored anywhere readable. Reset it with: npm run staff -- reset ${username}\n`,
  )
  return { username, passwordPrinted: true }
}

/**
 * Start-up work: migrations, demo data, first staff account; serialised across app processes. Resolves once the
 * database is ready to serve (migrated, demo data loaded); the first account, whose password hash takes a third of a
 * second of scrypt, is still being made then: `firstAccount` resolves when it is, and the start-up lock is held until
 * then, so another process starting meanwhile finds it.
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { migrationsFolder: string; config: Config; logger: Logger; demoGallery?: string },
): Promise<{ firstAccount: Promise<FirstAccount | undefined> }> {
  const { migrationsFolder, config, logger } = options
  return new Promise((resolve, reject) => {
    handle
      .withStartupLock(async () => {
        await handle.migrate(migrationsFolder)
        // Side by side: the first account's password hash (scrypt, in libuv's threads) while the demo data loads in
        // this one. The database runs their statements one after the other, the seed's transaction whole.
        const firstAccount = ensureFirstStaffAccount(handle.db, config, logger)
        firstAccount.catch(() => {})
        if (config.SEED_DEMO_DATA && (await loadDemoDataOnce(handle.db, config.VENUE_TIMEZONE, new Date(), options.demoGallery))) {
          logger.info('loaded the demo data into the empty database')
        }
        resolve({ firstAccount })
        await firstAccount
      })
      // Before the resolve, the start fails; after it, firstAccount carries the failure.
      .catch(reject)
  })
}

/** How often records that no longer matter are deleted. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes what no longer matters: ended sessions, old login attempts and booking counts, long-gone visitors, old e-mails,
 * audit entries past their keeping time.
 */
export async function purgeExpiredRecords(db: Database, clock: VenueClock) {
  const now = clock.read()
  return {
    ...(await purgeExpiredSignIns(db, now.instant)),
    guestBookingEvents: await purgeGuestBookingEvents(db, now.instant),
    visitors: await purgeOldVisitors(db, now.today),
    unusedImages: await purgeUnusedImages(db, now.instant),
    emails: await purgeOldEmails(db, now.instant, now.today),
    auditEntries: await purgeOldAuditEntries(db, now.instant),
  }
}

/** How long after a start the first purge waits: not beside the first requests, which the same database answers. */
export const PURGE_START_DELAY_MS = 30_000

/**
 * The process's upkeep jobs (purge, backups, weekly summary) take turns (`inTurn`, one-at-a-time.ts): on the embedded
 * database they run on the thread that serves, and two at once add up into one long stall of every request.
 */
interface Turns {
  inTurn?: InTurn
}

/**
 * Purges `firstDelayMs` after the start and then every `intervalMs`, without keeping the process alive; a failed
 * purge (database briefly away) is logged and tried again next time. Returns a function that stops it.
 */
export function schedulePurge(
  db: Database,
  clock: VenueClock,
  logger: Logger,
  { intervalMs = PURGE_INTERVAL_MS, firstDelayMs = PURGE_START_DELAY_MS, inTurn = oneAtATime() }: Turns & { intervalMs?: number; firstDelayMs?: number } = {},
): () => void {
  const purge = () =>
    void inTurn(() =>
      purgeExpiredRecords(db, clock).then(
        (purged) => logger.debug(purged, 'purged expired records'),
        (error: Error) => logger.warn({ err: { message: error.message } }, 'could not purge expired records'),
      ),
    )
  let timer: ReturnType<typeof setInterval> | undefined
  const first = setTimeout(() => {
    purge()
    timer = setInterval(purge, intervalMs)
    timer.unref()
  }, firstDelayMs)
  first.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}

/** How often offers past their time lapse and pass on (besides the lazy check on every read of the line). */
export const WAITLIST_SWEEP_INTERVAL_MS = 30_000

/**
 * Sweeps the waitlist every `intervalMs` (offers past their time lapse and pass to the next guest; past windows
 * expire), without keeping the process alive; a failed sweep is logged and tried again next time. Returns its stop.
 */
export function scheduleWaitlistSweep(
  db: Database,
  clock: VenueClock,
  logger: Logger,
  config: Config,
  intervalMs = WAITLIST_SWEEP_INTERVAL_MS,
): () => void {
  let running = false
  const sweep = () => {
    if (running) return
    running = true
    const mail = backgroundMail(config, clock.timeZone, clock.read().instant)
    const dayFailed = (error: unknown, date: string) => logger.warn({ err: { message: (error as Error).message }, date }, 'could not sweep a day of the waitlist')
    sweepWaitlist(db, clock, { holdMinutes: config.WAITLIST_HOLD_MINUTES, mail }, dayFailed)
      .then(
        (offers) => offers > 0 && logger.info({ offers }, 'waitlist offers made'),
        (error: Error) => logger.warn({ err: { message: error.message } }, 'could not sweep the waitlist'),
      )
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** How soon after the start a backup missed while no server ran (its slot passed) is made. */
export const BACKUP_CATCH_UP_DELAY_MS = 20_000

/** A job run at recurring times (a backup slot, a week's summary) by scheduleRecurring. */
interface RecurringJob<Slot> {
  /** The next slot from now. */
  next: () => Slot
  /** The slot that passed while no server ran, to run soon after the start; undefined when there is none. */
  missed: () => Slot | undefined
  at: (slot: Slot) => Date
  run: (slot: Slot, catchUp: boolean) => Promise<unknown>
}

/**
 * Runs `job` at each of its slots (a timer for the next, set again after each run) and its missed slot
 * `catchUpDelayMs` after the start, each in its turn, keeping no process alive. Returns a function that stops it.
 */
function scheduleRecurring<Slot>(clock: VenueClock, job: RecurringJob<Slot>, catchUpDelayMs: number, inTurn: InTurn): () => void {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  // Node may fire a timer a few ms early (it counts from the event loop's time, read before the timer was set): a
  // slot's job never starts before its time.
  const runAt = (slot: Slot) => {
    const left = job.at(slot).getTime() - clock.now()
    if (left <= 0) return void inTurn(() => job.run(slot, false)).finally(plan)
    timer = setTimeout(() => runAt(slot), left)
    timer.unref()
  }
  const plan = () => {
    if (!stopped) runAt(job.next())
  }
  const catchUp = setTimeout(() => {
    const missed = job.missed()
    if (missed !== undefined) void inTurn(() => job.run(missed, true))
  }, catchUpDelayMs)
  catchUp.unref()
  plan()
  return () => {
    stopped = true
    clearTimeout(timer)
    clearTimeout(catchUp)
  }
}

/**
 * The daily backup at BACKUP_TIME (venue time): a timer for the next slot, set again after each one (so a change of
 * the zone's offset is followed), that keeps no process alive. Soon after the start, the last slot's backup is made
 * if there is none (the server was down then). Every process asks; one backup per slot is made (backups.ts).
 */
export function scheduleBackups(
  backups: Backups,
  clock: VenueClock,
  logger: Logger,
  time: string,
  { catchUpDelayMs = BACKUP_CATCH_UP_DELAY_MS, inTurn = oneAtATime() }: Turns & { catchUpDelayMs?: number } = {},
): () => void {
  if (time === 'off') return () => {}
  const now = () => new Date(clock.now())
  return scheduleRecurring(
    clock,
    {
      next: () => nextBackupAt(time, clock.timeZone, now())!,
      missed: () => lastBackupSlot(time, clock.timeZone, now())!,
      at: (slot) => slot,
      run: (slot, catchUp) =>
        backups.runScheduled(slot, { catchUp }).then(
          (outcome) => outcome === 'skipped' && logger.debug({ slot: slot.toISOString() }, 'the backup of this slot exists already'),
          (error: Error) => logger.error({ err: { message: error.message } }, 'could not run the scheduled backup'),
        ),
    },
    catchUpDelayMs,
    inTurn,
  )
}

/**
 * How soon after the start this week's summary is queued when its time passed while no server ran: 15 s after the
 * first purge. The turns already keep the two apart; the gap also keeps them from running back to back, one longer
 * stall: a new process's first run of their statements (plans and catalog still cold) takes 70-190 ms each on the
 * embedded database.
 */
export const WEEKLY_SUMMARY_CATCH_UP_DELAY_MS = PURGE_START_DELAY_MS + 15_000

/**
 * The weekly summary e-mail (WEEKLY_SUMMARY), Mondays at 08:00 venue time: a timer for the next slot, set again after
 * each, that keeps no process alive. Soon after the start, this week's summary is queued if its time has passed (the
 * server was down then). Every process asks; the outbox gets one per week (services/weekly-summary.ts).
 */
export function scheduleWeeklySummary(
  db: Database,
  clock: VenueClock,
  logger: Logger,
  config: Pick<Config, 'WEEKLY_SUMMARY' | 'PUBLIC_URL' | 'PORT'>,
  { catchUpDelayMs = WEEKLY_SUMMARY_CATCH_UP_DELAY_MS, inTurn = oneAtATime() }: Turns & { catchUpDelayMs?: number } = {},
): () => void {
  if (!config.WEEKLY_SUMMARY) return () => {}
  const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
  const now = () => new Date(clock.now())
  return scheduleRecurring<WeeklySummarySlot>(
    clock,
    {
      next: () => nextWeeklySummarySlot(clock.timeZone, now()),
      missed: () => {
        const slot = weeklySummarySlot(clock.timeZone, now())
        return slot.at.getTime() <= clock.now() ? slot : undefined
      },
      at: (slot) => slot.at,
      run: (slot) =>
        queueWeeklySummary(db, slot, { origin, timeZone: clock.timeZone, now: now() }).then(
          (outcome) => logger[outcome === 'queued' ? 'info' : 'debug']({ week: slot.week, outcome }, 'weekly summary'),
          (error: Error) => logger.error({ err: { message: error.message }, week: slot.week }, 'could not queue the weekly summary'),
        ),
    },
    catchUpDelayMs,
    inTurn,
  )
}
