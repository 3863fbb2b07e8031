// The production build, into BUILD_DIR (default build/):
//   1. React Router's build: the browser assets and the server bundle;
//   2. at the same time, in other processes: the embedded database template (database-template.js), which a new data
//      folder starts as a copy of, in a fraction of a second, instead of running initdb; the demo photos, encoded once
//      (demo-gallery.json); then the demo database template, the template with the demo data (demo-template.ts);
//   3. .br and .gz beside every compressible asset (precompress.js): begun as soon as the browser assets are written,
//      while the server bundle builds, and finished after it for what that step adds.
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

/** Runs a Node script; `onOutput` reads its output as it comes (which is then piped, and shown unless quiet). */
function run(args, { quiet, onOutput }) {
  const piped = quiet || Boolean(onOutput)
  // Piped output keeps its colours when it is shown on a terminal.
  const env = !quiet && process.stdout.isTTY ? { ...toolEnv, FORCE_COLOR: '1' } : toolEnv
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  const read = (stream) => (chunk) => {
    output += chunk
    onOutput?.(String(chunk))
    if (!quiet) stream.write(chunk)
  }
  child.stdout?.on('data', read(process.stdout))
  child.stderr?.on('data', read(process.stderr))
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

/** Node's arguments to run one function of a module of the app's source (through tsx), with these arguments. */
function sourceFunction(module, name, ...args) {
  const call = `m.${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`
  const code = `const m = await import(${JSON.stringify(pathToFileURL(path.join(root, module)).href)}); await ${call}; process.exit(0)`
  return ['--import', 'tsx', '--input-type=module', '-e', code]
}

/** Builds the site; `log` gets one line per finished step. Rejects with the failing step's output in `error.output`. */
export async function build({ quiet = false, log = console.log } = {}) {
  const started = performance.now()
  const buildDir = buildDirectory()
  const steps = progress({ quiet, log })
  // React Router empties the build folder first: what the other steps make is made outside it and moved in afterwards.
  const staging = mkdtempSync(path.join(tmpdir(), 'database-template-'))
  const template = path.join(staging, 'database-template')
  const demoTemplate = path.join(staging, 'demo-database-template')
  const gallery = path.join(staging, 'demo-gallery.json')
  try {
    steps.begin('embedded database template')
    const templateMade = run([path.join(root, 'scripts/database-template.js'), template], { quiet: true }).then(
      steps.done('embedded database template'),
    )
    steps.begin('demo photos')
    // Encoded once here: a server seeding a new database without the demo template reads them (demo-gallery.ts).
    const photos = run(sourceFunction('app/.server/db/demo-gallery.ts', 'writeDemoGallery', gallery), { quiet: true }).then(steps.done('demo photos'))
    const demoTemplateMade = Promise.all([templateMade, photos]).then(() => {
      steps.begin('demo database template')
      const args = sourceFunction('app/.server/db/demo-template.ts', 'writeDemoDatabaseTemplate', template, demoTemplate, gallery)
      return run(args, { quiet: true }).then(steps.done('demo database template'))
    })
    demoTemplateMade.catch(() => {})
    steps.begin('pages and server')
    const precompress = () => run([path.join(root, 'scripts/precompress.js')], { quiet })
    // React Router builds the browser assets, then the server bundle: once Vite says it builds the latter, the former
    // are written, and compressing them takes the other core meanwhile.
    let compressing
    let compressStarted
    const beginCompressing = () => {
      steps.begin('compressed assets')
      compressStarted = performance.now()
      compressing = precompress()
      compressing.catch(() => {})
    }
    const onOutput = (text) => {
      if (!compressing && /building (ssr|SSR)/.test(text)) beginCompressing()
    }
    await run([path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { quiet, onOutput }).then(steps.done('pages and server'))
    if (!compressing) beginCompressing()
    const compressed = compressing
      .then(precompress)
      .then(() => steps.done('compressed assets')((performance.now() - compressStarted) / 1000))
    await Promise.all([compressed, demoTemplateMade])
    for (const file of [template, demoTemplate, gallery]) moveInto(file, path.join(buildDir, path.basename(file)))
    // The stamps last: a template without one is not used.
    for (const folder of [template, demoTemplate]) moveInto(`${folder}.json`, path.join(buildDir, `${path.basename(folder)}.json`))
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
