import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { concurrencyBuildDir } from './servers'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The concurrency tests run the production server: the run's build (npm test makes it first), or one made here when
 * there is none. After changing the app, run `npm run build` before running this project alone.
 */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) return
  const buildDir = path.resolve(root, concurrencyBuildDir())
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return
  console.log(`[concurrency] no build in ${path.relative(root, buildDir)}/: building the site ...`)
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.js')], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`[concurrency] the build failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}
