import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { runServerJs } from '../support/server-js'

/** What a first `node server.js` did: no build yet, a new data folder. */
export interface FirstStart {
  buildDir: string
  dataDir: string
  output: string
  healthz: number
  home: number
  exitCode: number | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    firstStart: FirstStart
  }
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The first start of a fresh checkout, once, before the tests run (it builds the site: ~20 s of both cores, which
 * would otherwise slow the tests that time their answers): `node server.js` with no build and no data folder.
 * tests/system/first-start.test.ts reads what it printed and answered.
 */
export default async function setup(project: TestProject) {
  const buildDir = path.join(root, 'build-first-start')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-start-'))
  rmSync(buildDir, { recursive: true, force: true })
  const server = await runServerJs({ BUILD_DIR: buildDir, DATA_DIR: dataDir })
  const healthz = (await fetch(`${server.url}/healthz`)).status
  const home = (await fetch(`${server.url}/`)).status
  const exitCode = await server.stop()
  project.provide('firstStart', { buildDir, dataDir, output: server.output(), healthz, home, exitCode })
  return () => {
    rmSync(buildDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
