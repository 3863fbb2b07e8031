// Adds or resets staff accounts:  npm run staff -- add <username> [--role host|manager|owner]  |  npm run staff -- reset <username>
// An account added without a role is an owner. The password is read from STAFF_PASSWORD, or typed at a prompt that
// does not echo it. The audit trail records these writes as the command line's.
// With the embedded database, stop the server first: one process owns a PGlite folder.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../app/.server/config'
import { COMMAND_LINE_ACTOR } from '../app/.server/db/actor'
import { openPglite, openPostgres } from '../app/.server/db/client'
import { findStaffByUsername, upsertStaff } from '../app/.server/services/staff'
import { isRole, type Role, ROLES } from '../app/lib/roles'

const MIN_PASSWORD_LENGTH = 8
const usage = `Usage: npm run staff -- add <username> [--role ${ROLES.join('|')}]   |   npm run staff -- reset <username>`

/** The command, the username and the role of `add` (owner unless --role says otherwise). */
export function parseArguments(args: string[]): { command: 'add' | 'reset'; username: string; role: Role } {
  const rest = [...args]
  let role: Role = 'owner'
  const roleAt = rest.findIndex((arg) => arg === '--role' || arg.startsWith('--role='))
  if (roleAt >= 0) {
    const [flag] = rest.splice(roleAt, 1)
    const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : rest.splice(roleAt, 1)[0]
    if (!isRole(value)) throw new Error(`The role must be one of: ${ROLES.join(', ')}.\n${usage}`)
    role = value
  }
  const [command, rawUsername, ...extra] = rest
  const username = rawUsername?.trim()
  if ((command !== 'add' && command !== 'reset') || !username || extra.length > 0) throw new Error(usage)
  if (command === 'reset' && roleAt >= 0) throw new Error(`reset keeps the account's role.\n${usage}`)
  return { command, username, role }
}

function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process
  if (!stdin.isTTY) {
    return Promise.reject(new Error('No terminal to type a password in: set STAFF_PASSWORD instead.'))
  }
  return new Promise((resolve) => {
    stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let typed = ''
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          resolve(typed)
          return
        }
        if (ch === '\u0003') process.exit(130)
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch
      }
    }
    stdin.on('data', onData)
  })
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  const first = await promptHidden('New password: ')
  const second = await promptHidden('Repeat the password: ')
  if (first !== second) throw new Error('The two passwords differ.')
  return first
}

async function main() {
  const { command, username, role } = parseArguments(process.argv.slice(2))
  const config = loadConfig()
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, { max: 2 }) : await openPglite(config.DATA_DIR)
  try {
    await database.migrate(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle'))
    const exists = Boolean(await findStaffByUsername(database.db, username))
    if (command === 'add' && exists) throw new Error(`'${username}' exists already: use reset to give it a new password.`)
    if (command === 'reset' && !exists) throw new Error(`There is no staff account '${username}': use add to create it.`)
    const password = await readPassword()
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    await upsertStaff(database.db, username, password, { role: command === 'add' ? role : undefined, actor: COMMAND_LINE_ACTOR })
    console.log(command === 'add' ? `Staff account '${username}' (${role}) created.` : `Password of '${username}' reset; its open sessions were ended.`)
  } finally {
    await database.close()
  }
}

// Run as a script, not when a test imports parseArguments.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
