import { useState } from 'react'
import { Link } from 'react-router'
import { StaffScreen } from '~/components/admin-frame'
import { QueryState } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { systemPaths, type SystemJson } from '~/contracts/system'
import { errorMessage } from '~/lib/api'
import { BACKUP_HEALTH_TEXT, backupHealth, backupOutcome, diskWarning, formatBytes, uptimeText } from './system-format'
import { useStartBackup, useSystem } from './system-query'

export const SYSTEM_TEXT = {
  title: 'System',
  intro: 'How the site is running, and its backups: each one is checked by restoring it into a scratch database.',
  loading: 'Loading the system status...',
  error: 'The system status could not be loaded.',
  backUpNow: 'Back up now',
  starting: 'Starting...',
  running: (file: string) => `Backing up to ${file} and checking it...`,
  checked: (file: string) => `${file} is written and checked.`,
  failed: (file: string) => `${file} failed its check. See the failed backups below.`,
} as const

const ENGINE_NAMES: Record<SystemJson['engine'], string> = { pglite: 'Embedded database (PGlite)', postgres: 'PostgreSQL' }

/** The owners' System page: the latest backup and the next, backing up now, and how the server runs. */
export function SystemStatus({ timeZone }: { timeZone: string }) {
  const [asked, setAsked] = useState<string | null>(null)
  const system = useSystem(asked !== null)
  const outcome = asked && system.data ? backupOutcome(system.data.backups, asked) : undefined
  const startBackup = useStartBackup(setAsked)
  const formatTime = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const when = (iso: string) => formatTime.format(new Date(iso))
  const running = asked !== null && outcome === undefined
  return (
    <StaffScreen
      title={SYSTEM_TEXT.title}
      description={SYSTEM_TEXT.intro}
      action={
        system.data && (
          <Button disabled={startBackup.isPending || running} onClick={() => startBackup.mutate()}>
            {startBackup.isPending ? SYSTEM_TEXT.starting : SYSTEM_TEXT.backUpNow}
          </Button>
        )
      }
    >
      <p role="status" className="empty:hidden" data-testid="backup-progress">
        {asked && (outcome === 'checked' ? SYSTEM_TEXT.checked(asked) : outcome === 'failed' ? SYSTEM_TEXT.failed(asked) : SYSTEM_TEXT.running(asked))}
      </p>
      <QueryState query={system} loading={SYSTEM_TEXT.loading} error={system.isError ? errorMessage(system.error, SYSTEM_TEXT.error) : SYSTEM_TEXT.error}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <Backups data={data} when={when} readAt={system.dataUpdatedAt} />
            <Server data={data} when={when} readAt={system.dataUpdatedAt} />
          </div>
        )}
      </QueryState>
    </StaffScreen>
  )
}

function Warning({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-400 bg-red-50 p-3 text-sm font-semibold text-red-900" data-testid={testId}>
      {children}
    </p>
  )
}

function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** `readAt`: when the status was read (ms), the "now" its warnings and the uptime are worked out at. */
interface StatusProps {
  data: SystemJson
  when: (iso: string) => string
  readAt: number
}

function Backups({ data, when, readAt }: StatusProps) {
  const { backups } = data
  const health = BACKUP_HEALTH_TEXT[backupHealth(backups, readAt).kind]
  const disk = diskWarning(data.diskFreeBytes)
  const latest = backups.latest
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>Times are the venue&rsquo;s. Keep a copy of the latest backup away from this server, too.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {health && <Warning testId="backup-warning">{health}</Warning>}
        {disk && <Warning testId="disk-warning">{disk}</Warning>}
        <Facts
          rows={[
            [
              'Latest backup',
              latest ? (
                <span data-testid="latest-backup">
                  {when(latest.at)}, {formatBytes(latest.bytes)}, checked by a test restore.{' '}
                  <a href={systemPaths.backup(latest.file)} download className="font-semibold text-primary underline underline-offset-4">
                    Download {latest.file}
                  </a>
                </span>
              ) : (
                <span data-testid="latest-backup">None yet</span>
              ),
            ],
            ['Next backup', backups.next ? when(backups.next) : 'Off (BACKUP_TIME=off)'],
            ['Backup folder', <code key="dir">{backups.dir}</code>],
            ['Free space there', data.diskFreeBytes === null ? 'Unknown' : formatBytes(data.diskFreeBytes)],
          ]}
        />
        {backups.failed.length > 0 && <FailedBackups failed={backups.failed} when={when} />}
      </CardContent>
    </Card>
  )
}

function FailedBackups({ failed, when }: { failed: SystemJson['backups']['failed']; when: (iso: string) => string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Failed backups">
        <caption className="pb-2 text-left font-semibold">Failed backups (kept aside, never used as the latest)</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">When</th>
            <th scope="col" className="py-2 pr-3 font-medium">File</th>
            <th scope="col" className="py-2 font-medium">What went wrong</th>
          </tr>
        </thead>
        <tbody>
          {failed.map((failure) => (
            <tr key={failure.file} className="border-b border-border align-top" data-testid="failed-backup">
              <td className="py-2 pr-3 whitespace-nowrap">{when(failure.at)}</td>
              <td className="py-2 pr-3 wrap-anywhere">{failure.file}</td>
              <td className="py-2">{failure.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Server({ data, when, readAt }: StatusProps) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Server</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts
            rows={[
              ['Version', data.version],
              ['Running for', `${uptimeText(data.startedAt, readAt)} (since ${when(data.startedAt)})`],
              ['Database', ENGINE_NAMES[data.engine]],
              ['Database size', formatBytes(data.databaseBytes)],
              ['Photos', formatBytes(data.imagesBytes)],
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>E-mail outbox</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Facts
            rows={[
              ['Waiting to be sent', String(data.outbox.queued)],
              ['Failed', String(data.outbox.failed)],
            ]}
          />
          <Link to="/admin/emails" className="justify-self-start text-sm font-semibold text-primary underline underline-offset-4">
            See the e-mails
          </Link>
        </CardContent>
      </Card>
    </>
  )
}
