/**
 * A new embedded database folder, made without the server's memory paying for it. PGlite's initdb leaves a process
 * holding ~800 MiB that it never gives back, so a new folder is either copied from a prepared template (made by
 * `npm run build`: initdb and the migrations, in a few hundred milliseconds) or initialised by a short-lived child
 * process; the server then opens the folder as an existing one.
 *
 * The caller holds the folder's lock (folder-lock.ts). The database is made in a staging folder inside it and moved
 * into place with PG_VERSION last: PGlite takes a folder with PG_VERSION for a database, so a start interrupted here
 * (a crash, a power cut) leaves a folder that the next start simply makes again.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCK_FILE } from './folder-lock'

const VERSION_FILE = 'PG_VERSION'
const STAGING = '.new-database'

/** True when the folder holds a database (PGlite resumes it instead of running initdb). */
export function holdsDatabase(folder: string): boolean {
  return existsSync(path.join(folder, VERSION_FILE))
}

const pgliteEntry = () => createRequire(import.meta.url).resolve('@electric-sql/pglite')

/** The installed PGlite's version: a template made by another version is not used. */
export function pgliteVersion(): string {
  const packageJson = path.join(path.dirname(pgliteEntry()), '..', 'package.json')
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version
}

/** The stamp written beside a template folder: `<template>.json`. */
export function templateStampFile(template: string): string {
  return `${template.replace(/[/\\]+$/, '')}.json`
}

/** True for a template made by this PGlite version (not absent, unfinished, or from another version). */
function isUsableTemplate(template: string | undefined): template is string {
  if (!template || !holdsDatabase(template)) return false
  try {
    const stamp = JSON.parse(readFileSync(templateStampFile(template), 'utf8')) as { pglite?: string }
    return stamp.pglite === pgliteVersion()
  } catch {
    return false
  }
}

/** Copies the files in libuv's threads, all at once: the process's own thread meanwhile loads the engine. */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  const entries = await readdir(from, { withFileTypes: true })
  await Promise.all(
    entries.map((entry) => {
      const source = path.join(from, entry.name)
      const target = path.join(to, entry.name)
      return entry.isDirectory() ? copyTree(source, target) : copyFile(source, target)
    }),
  )
}

/** initdb in a child process: its memory goes back to the system when it exits. */
function initdbInChildProcess(folder: string): Promise<void> {
  const code =
    'const { PGlite } = await import(process.argv[1]); const db = new PGlite(process.argv[2]); await db.waitReady; await db.close()'
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, pathToFileURL(pgliteEntry()).href, folder], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Could not create the embedded database in ${folder} (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    )
  })
}

/**
 * Makes a database in `folder` (which holds none): a copy of the first usable of `template` (one folder or several,
 * in order of preference), else initdb in a child process. Says which it did.
 */
export async function createDataFolder(
  folder: string,
  options: { template?: string | ReadonlyArray<string | undefined> } = {},
): Promise<'template' | 'initdb'> {
  const staging = path.join(folder, STAGING)
  rmSync(staging, { recursive: true, force: true })
  const template = [options.template].flat().find(isUsableTemplate)
  if (template) await copyTree(template, staging)
  else await initdbInChildProcess(staging)
  const names = readdirSync(staging).filter((name) => name !== VERSION_FILE && name !== LOCK_FILE)
  for (const name of [...names, VERSION_FILE]) {
    // Anything already there under a database file's name was left by an interrupted start: no PG_VERSION, no database.
    rmSync(path.join(folder, name), { recursive: true, force: true })
    renameSync(path.join(staging, name), path.join(folder, name))
  }
  rmSync(staging, { recursive: true, force: true })
  return template ? 'template' : 'initdb'
}
