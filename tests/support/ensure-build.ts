import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The build the production-server tiers run: the run's one build (BUILD_DIR, default build/). */
export function runBuildDir(): string {
  return process.env.BUILD_DIR || 'build'
}

/**
 * The run's build (npm test makes it first), or one made here when there is none. After changing the app, run
 * `npm run build` before running such a tier alone. `tier` names it in the messages.
 */
export function ensureBuild(tier: string): void {
  const buildDir = path.resolve(root, runBuildDir())
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return
  console.log(`[${tier}] no build in ${path.relative(root, buildDir)}/: building the site ...`)
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.js')], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`[${tier}] the build failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}
