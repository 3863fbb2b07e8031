import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { systemKeys, type SystemJson } from '~/contracts/system'
import { BACKUP_HEALTH_TEXT } from './system-format'
import { SYSTEM_TEXT, SystemStatus } from './system-status'

const system = (changes: Partial<SystemJson> = {}): SystemJson => ({
  version: '1.4.0 (b72d3e7)',
  startedAt: '2026-11-25T08:00:00.000Z',
  engine: 'pglite',
  databaseBytes: 31_000_000,
  imagesBytes: 4_200_000,
  outbox: { queued: 2, failed: 1 },
  backups: {
    dir: '/srv/bar/backups',
    next: '2026-11-28T20:00:00.000Z',
    latest: { file: 'backup-20261127-040000.tar.gz', at: '2026-11-27T20:00:05.000Z', bytes: 2_400_000, checked: true },
    failed: [],
  },
  diskFreeBytes: 412_300_000_000,
  ...changes,
})

/** The page with the status already read at `readAt` (as the cache holds it after the first load). */
function render(data: SystemJson | undefined, readAt = Date.parse('2026-11-28T02:00:00.000Z')) {
  const client = new QueryClient()
  if (data) client.setQueryData(systemKeys.all, data, { updatedAt: readAt })
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SystemStatus timeZone="Asia/Manila" />
      </QueryClientProvider>
    </MemoryRouter>,
  ).replace(/\u202f/g, ' ')
}

describe('SystemStatus', () => {
  it('says it is loading until the first answer, without the backup button', () => {
    const html = render(undefined)
    expect(html).toContain(SYSTEM_TEXT.loading)
    expect(html).not.toContain(SYSTEM_TEXT.backUpNow)
  })

  it('shows the latest checked backup with its download, the next one, and the server', () => {
    const html = render(system())
    expect(html).toContain(SYSTEM_TEXT.backUpNow)
    expect(html).toContain('Nov 28, 2026, 4:00 AM, 2.4 MB, checked by a test restore.')
    expect(html).toContain('href="/api/system/backups/backup-20261127-040000.tar.gz" download=""')
    expect(html).toContain('Nov 29, 2026, 4:00 AM')
    expect(html).toContain('412.3 GB')
    expect(html).toContain('Embedded database (PGlite)')
    expect(html).toContain('2 days 18 h (since Nov 25, 2026, 4:00 PM)')
    expect(html).not.toContain('role="alert"')
  })

  it('warns of a failed backup and lists it, and of a nearly full disk', () => {
    const failure = { file: 'backup-20261128-030000.tar.gz', at: '2026-11-27T21:00:00.000Z', error: 'The restored copy has 41 reservations; the source had 42.' }
    const html = render(system({ backups: { ...system().backups, failed: [failure] }, diskFreeBytes: 300_000_000 }))
    expect(html).toContain(BACKUP_HEALTH_TEXT.failed)
    expect(html).toContain('The restored copy has 41 reservations; the source had 42.')
    expect(html).toContain('Only 300.0 MB left on the backup disk')
  })

  it('says when there is no backup and automatic ones are off', () => {
    const html = render(system({ backups: { dir: '/b', next: null, latest: null, failed: [] } }))
    expect(html).toContain(BACKUP_HEALTH_TEXT.off)
    expect(html).toContain('None yet')
    expect(html).toContain('Off (BACKUP_TIME=off)')
  })
})
