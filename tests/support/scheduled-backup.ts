// One process's scheduled backup of a slot (tests/system/backup-processes.test.ts): prints its outcome as JSON.
// Run: node --import tsx tests/support/scheduled-backup.ts <slot ISO instant>, with DATABASE_URL and BACKUP_DIR set.
import { loadConfig } from '~/.server/config'
import { openPostgres } from '~/.server/db/client'
import { createLogger } from '~/.server/logger'
import { createSystem } from '~/.server/services/system'
import { venueClock } from '~/lib/venue-clock'

const config = loadConfig()
const handle = await openPostgres(config.DATABASE_URL!, { max: 2 })
const system = createSystem(handle, { config, clock: venueClock(config.VENUE_TIMEZONE), logger: createLogger('silent') })
const outcome = await system.backups.runScheduled(new Date(process.argv[2]))
await handle.close()
console.log(JSON.stringify({ outcome }))
