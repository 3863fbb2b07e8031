import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { adminQuery, migrationsFolder, withDatabase } from './database-admin'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated in-memory PGlite database: each test file's database starts as a copy of it. */
    pgliteTemplate?: string
    /** A migrated PostgreSQL database that each test file's database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string
  }
}

/**
 * Migrates one database per test project, once, before its files run: a test file then copies it (a PGlite data
 * tar, or PostgreSQL's CREATE DATABASE … TEMPLATE) in a fraction of the time a new database plus every migration
 * takes. The project's TEST_DB_ENGINE says which engine it needs; the template is removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE
  if (engine === 'postgres') return postgresTemplate(project)
  return pgliteTemplate(project)
}

async function pgliteTemplate(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'))
  const file = path.join(folder, 'migrated.tar')
  const database = new PGlite({ extensions: { btree_gist } })
  await migratePglite(drizzlePglite(database), { migrationsFolder })
  const dump = await database.dumpDataDir('none')
  await database.close()
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rmSync(folder, { recursive: true, force: true })
}

async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL')
  const name = `rtest_template_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 1 })
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder })
  } finally {
    // A template must have no open connection while a database is copied from it.
    await pool.end()
  }
  project.provide('postgresTemplate', name)
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
}
