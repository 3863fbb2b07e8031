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
 * The first start of a fresh checkout, once, before the tests run: `node server.js` with no build and no data folder.
 * It builds the site (~1 min of both cores). npm test sets FIRST_START_BUILD_DIR to the build folder every later tier
 * uses, so that this build is the run's only one; without it the build goes to a folder removed afterwards.
 * tests/system/first-start.test.ts reads what the start printed and answered.
 */
export default async function setup(project: TestProject) {
  const keptBuild = process.env.FIRST_START_BUILD_DIR
  const buildDir = path.resolve(root, keptBuild || 'build-first-start')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-start-'))
  rmSync(buildDir, { recursive: true, force: true })
  const server = await runServerJs({ BUILD_DIR: buildDir, DATA_DIR: dataDir })
  const healthz = (await fetch(`${server.url}/healthz`)).status
  const home = (await fetch(`${server.url}/`)).status
  const exitCode = await server.stop()
  project.provide('firstStart', { buildDir, dataDir, output: server.output(), healthz, home, exitCode })
  return () => {
    if (!keptBuild) rmSync(buildDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
