// npm test: every tier, with one production build shared by all of them.
//   1. first start: `node server.js` on a fresh checkout builds the site (tests/system/first-start.test.ts): that
//      build is the run's only one, in BUILD_DIR (default build/);
//   2. Vitest (unit, API, system, concurrency) and Playwright (end-to-end, on that build) side by side: the API and
//      system tests wait on databases and child processes much of the time, the browser tests on their servers.
// Each tier's output is streamed with its name in front; the end prints each tier's time and the totals.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
const reports = mkdtempSync(path.join(tmpdir(), 'test-reports-'))
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a tier, its output line by line behind its name; resolves with its exit code and seconds. */
function tier(name, command, args, env = {}) {
  const started = performance.now()
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, BUILD_DIR: buildDir }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = `${name.padEnd(7)}| `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop()
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
    })
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`))
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ name, code: code ?? 1, signal, seconds: (performance.now() - started) / 1000 })),
  )
}

/** An error's first line without terminal colours, short enough for a CI log's tail. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const line = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? ''
  return line ? `\n            ${line.trim().slice(0, 240)}` : ''
}

/** The titles of a Playwright report's tests that failed or passed only on a retry, each with its file and first error. */
function playwrightFailures(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => `${t.status}: ${file ?? spec.file} › ${spec.title}${firstLine(t.results.find((r) => r.error)?.error?.message)}`),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, file ?? child.file))]
}

/** Passed and failed tests of a Vitest JSON report, or of a Playwright JSON report, and the failures' names. */
function counts(file, kind) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (kind === 'vitest') {
      const failures = report.testResults.flatMap((f) => {
        const tests = f.assertionResults.filter((t) => t.status === 'failed').map((t) => `failed: ${path.relative(root, f.name)} › ${t.fullName}${firstLine(t.failureMessages?.[0])}`)
        return tests.length || f.status !== 'failed' ? tests : [`failed: ${path.relative(root, f.name)} (${f.message.split('\n')[0]})`]
      })
      return { passed: report.numPassedTests, failed: report.numFailedTests, failures }
    }
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats
    return { passed: expected, failed: unexpected + flaky, failures: report.suites.flatMap((s) => playwrightFailures(s)) }
  } catch {
    return { passed: 0, failed: 0, failures: [] }
  }
}

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`]
const started = performance.now()
const results = []
const first = await tier('build', bin('vitest'), ['run', '--project', 'first-start', ...vitestReport('first-start')], { FIRST_START_BUILD_DIR: buildDir })
results.push({ ...first, ...counts(path.join(reports, 'first-start.json'), 'vitest') })
if (first.code === 0) {
  const tiers = await Promise.all([
    tier('vitest', bin('vitest'), ['run', '--project', '!first-start', ...vitestReport('vitest')]),
    tier('e2e', bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') }),
  ])
  results.push({ ...tiers[0], ...counts(path.join(reports, 'vitest.json'), 'vitest') }, { ...tiers[1], ...counts(path.join(reports, 'e2e.json'), 'playwright') })
}
rmSync(reports, { recursive: true, force: true })

console.log('\n tier     seconds  passed  failed  exit')
for (const r of results) {
  console.log(` ${r.name.padEnd(8)} ${r.seconds.toFixed(0).padStart(7)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)}  ${r.signal ?? r.code}`)
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const ok = results.length === 3 && results.every((r) => r.code === 0)
console.log(` all      ${((performance.now() - started) / 1000).toFixed(0).padStart(7)}  (tiers 2 and 3 side by side)\n`)
console.log(`tests: ${passed} passed, ${failed} failed`)
// Last, so that a CI log's tail names what failed (a retried test that then passed counts as failed: flaky).
for (const r of results) for (const failure of r.failures) console.log(`  ${r.name.padEnd(7)} ${failure}`)
process.exit(ok && failed === 0 ? 0 : 1)
