// Adds or resets staff accounts:  npm run staff -- add <username>  |  npm run staff -- reset <username>
// The password is read from STAFF_PASSWORD, or typed at a prompt that does not echo it.
// With the embedded database, stop the server first: one process owns a PGlite folder.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../app/.server/config'
import { openPglite, openPostgres } from '../app/.server/db/client'
import { findStaffByUsername, upsertStaff } from '../app/.server/services/staff'

const MIN_PASSWORD_LENGTH = 8
const usage = 'Usage: npm run staff -- add <username>   |   npm run staff -- reset <username>'

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
  const [command, rawUsername] = process.argv.slice(2)
  const username = rawUsername?.trim()
  if (!['add', 'reset'].includes(command) || !username) throw new Error(usage)
  const config = loadConfig()
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, { max: 2 }) : await openPglite(config.DATA_DIR)
  try {
    await database.migrate(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle'))
    const exists = Boolean(await findStaffByUsername(database.db, username))
    if (command === 'add' && exists) throw new Error(`'${username}' exists already: use reset to give it a new password.`)
    if (command === 'reset' && !exists) throw new Error(`There is no staff account '${username}': use add to create it.`)
    const password = await readPassword()
    if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    await upsertStaff(database.db, username, password)
    console.log(command === 'add' ? `Staff account '${username}' created.` : `Password of '${username}' reset; its open sessions were ended.`)
  } finally {
    await database.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
