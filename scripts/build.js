// The production build, into BUILD_DIR (default build/):
//   1. React Router's build: the browser assets and the server bundle;
//   2. at the same time, in another process, the embedded database template (database-template.js): a new data
//      folder starts as a copy of it, in a fraction of a second, instead of running initdb;
//   3. .br and .gz beside every compressible asset (precompress.js); at the same time the demo photos, encoded once
//      (demo-gallery.json), then the demo database template: the template with the demo data, which a new data folder
//      seeded with demo data starts as a copy of (demo-template.ts).
// `npm run build` shows the tools' output; server.js builds with { quiet: true } on a first start: one line per step,
// and the tools' output only when a step fails.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { clearInterval, setInterval } from 'node:timers'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where the build of this environment goes (react-router.config.ts reads the same BUILD_DIR). */
export function buildDirectory(env = process.env) {
  return path.resolve(root, env.BUILD_DIR || 'build')
}

const running = new Set()

// npm start's memory setting for the server (package.json) slows the build's tools down: not theirs.
const toolEnv = { ...process.env }
delete toolEnv.MALLOC_MMAP_THRESHOLD_

function run(args, { quiet }) {
  const child = spawn(process.execPath, args, { cwd: root, env: toolEnv, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const started = performance.now()
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (code === 0) resolve(seconds)
      else reject(Object.assign(new Error(`${path.basename(args[0])} ${args.slice(1).join(' ')} failed (${signal ?? `exit ${code}`})`), { output }))
    })
  })
}

function moveInto(from, to) {
  rmSync(to, { recursive: true, force: true })
  try {
    renameSync(from, to)
  } catch (error) {
    if (error.code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true })
    rmSync(from, { recursive: true, force: true })
  }
}

/**
 * One line per finished step; in quiet mode on a terminal, also a line that counts the seconds of the steps still
 * running (the React Router step alone takes most of the build without a word).
 */
function progress({ quiet, log }) {
  const running = new Set()
  const started = performance.now()
  const live = quiet && process.stdout.isTTY
  const clear = () => live && process.stdout.write('\r\x1b[2K')
  const draw = () => {
    clear()
    if (live && running.size) process.stdout.write(`  … ${[...running].join(', ')} (${Math.round((performance.now() - started) / 1000)} s)`)
  }
  const timer = live ? setInterval(draw, 1000) : undefined
  return {
    begin(label) {
      running.add(label)
      draw()
    },
    done: (label) => (seconds) => {
      running.delete(label)
      clear()
      log(`  ✓ ${label} (${seconds.toFixed(1)} s)`)
      draw()
    },
    end() {
      clearInterval(timer)
      clear()
    },
  }
}

/** A script that runs one function the built server exports, with these arguments, and exits. */
function serverExportScript(serverEntry, name, ...args) {
  const call = `m.${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`
  return `const m = await import(${JSON.stringify(pathToFileURL(serverEntry).href)}); await ${call}; process.exit(0)`
}

/** Builds the site; `log` gets one line per finished step. Rejects with the failing step's output in `error.output`. */
export async function build({ quiet = false, log = console.log } = {}) {
  const started = performance.now()
  const buildDir = buildDirectory()
  const steps = progress({ quiet, log })
  // React Router empties the build folder first: the template is made outside it and moved in afterwards.
  const staging = mkdtempSync(path.join(tmpdir(), 'database-template-'))
  try {
    steps.begin('embedded database template')
    const template = run([path.join(root, 'scripts/database-template.js'), path.join(staging, 'database-template')], { quiet: true }).then(
      steps.done('embedded database template'),
    )
    template.catch(() => {})
    steps.begin('pages and server')
    await run([path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { quiet }).then(steps.done('pages and server'))
    steps.begin('compressed assets')
    steps.begin('demo photos')
    const serverEntry = path.join(buildDir, 'server', 'index.js')
    const gallery = path.join(buildDir, 'demo-gallery.json')
    // Encoded once here, by the built server's own code: a server seeding a new database reads them (demo-gallery.ts).
    const photos = run(['--input-type=module', '-e', serverExportScript(serverEntry, 'writeDemoGallery', gallery)], { quiet: true }).then(
      steps.done('demo photos'),
    )
    const demoTemplate = Promise.all([photos, template]).then(() => {
      steps.begin('demo database template')
      const args = [path.join(staging, 'database-template'), path.join(staging, 'demo-database-template'), gallery]
      return run(['--input-type=module', '-e', serverExportScript(serverEntry, 'writeDemoDatabaseTemplate', ...args)], { quiet: true }).then(
        steps.done('demo database template'),
      )
    })
    await Promise.all([run([path.join(root, 'scripts/precompress.js')], { quiet }).then(steps.done('compressed assets')), demoTemplate])
    // The stamps last: a template without one is not used.
    for (const name of ['database-template', 'demo-database-template']) moveInto(path.join(staging, name), path.join(buildDir, name))
    for (const name of ['database-template.json', 'demo-database-template.json']) moveInto(path.join(staging, name), path.join(buildDir, name))
  } finally {
    steps.end()
    // A failed step ends the others.
    for (const child of running) child.kill()
    rmSync(staging, { recursive: true, force: true })
  }
  return (performance.now() - started) / 1000
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  build().then(
    (seconds) => console.log(`Built in ${seconds.toFixed(1)} s: ${path.relative(process.cwd(), buildDirectory()) || '.'}`),
    (error) => {
      if (error.output) process.stderr.write(error.output)
      console.error(error.message)
      process.exit(1)
    },
  )
}
