import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { BACKUP_RUNNING_MESSAGE, type BackupStartedJson } from '~/contracts/system'
import { asActor } from '../db/actor'
import { requireStaff } from '../guard'
import type { AppDeps, AppEnv } from '../app-deps'
import { recordAudit } from '../services/audit'
import { downloadablePath } from '../services/backup-files'
import { BackupRunningError } from '../services/backups'
import { readSystem } from '../services/system'
import { apiError } from './errors'

/**
 * The System page (owners): GET /api/system, POST /api/system/backups (a backup now: 202, and it goes on after the
 * answer), GET /api/system/backups/:file (a checked backup, streamed as an attachment).
 */
export function systemRoutes(deps: AppDeps) {
  const { db, clock, system, logger } = deps
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', async (c) => c.json(await readSystem(db, system, clock)))
    .post('/backups', async (c) => {
      let started: Awaited<ReturnType<typeof system.backups.start>>
      try {
        started = await system.backups.start()
      } catch (error) {
        if (error instanceof BackupRunningError) return apiError(409, BACKUP_RUNNING_MESSAGE)
        throw error
      }
      // The owner's request is in the audit trail; how the backup went is in the backup folder (and the log).
      const staff = c.get('staff').username
      await asActor(db, staff, (tx) => recordAudit(tx, { action: 'create', resource: 'backup', resourceId: started.file, before: null, after: { file: started.file } })).catch(
        (error: Error) => logger.warn({ err: { message: error.message } }, 'could not record the backup in the audit trail'),
      )
      return c.json({ file: started.file } satisfies BackupStartedJson, 202)
    })
    .get('/backups/:file', async (c) => {
      const found = await downloadablePath(system.backups.settings.dir, c.req.param('file'))
      if (!found) return apiError(404, 'There is no such backup.')
      const file = c.req.param('file')
      const headers = {
        'Content-Type': file.endsWith('.sql') ? 'application/sql' : 'application/gzip',
        'Content-Length': String(found.bytes),
        'Content-Disposition': `attachment; filename="${file}"`,
      }
      if (c.req.method === 'HEAD') return c.body(null, 200, headers)
      // Streamed from the disk: a backup may be far larger than what the process should hold.
      return c.body(Readable.toWeb(createReadStream(found.path)) as ReadableStream<Uint8Array>, 200, headers)
    })
}
