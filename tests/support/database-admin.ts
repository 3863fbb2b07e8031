import path from 'node:path'
import pg from 'pg'

/** The app's migrations, applied to every test database. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE cannot run inside a transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
