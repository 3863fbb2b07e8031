import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { concurrencyBuildDir } from './servers'

const root = path.resolve(import.meta.dirname, '../..')

/** Builds the production server once for the concurrency project, into its own BUILD_DIR. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) return
  const buildDir = concurrencyBuildDir()
  console.log(`[concurrency] building the production server into ${buildDir}/ ...`)
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
      stdio: 'pipe',
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`[concurrency] the build failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}
