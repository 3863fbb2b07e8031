import { describe, expect, it } from 'vitest'
import {
  headroomCheck,
  type Load,
  markdownTable,
  medianRun,
  nginxConfig,
  parseWrkSummary,
  startAndMemoryLine,
  targetCheck,
  toLoad,
} from './bench-report'

// What wrk 4.1 prints with `-s scripts/bench-wrk.lua`: its own report, then the script's line.
const wrkOutput = `Running 5s test @ http://127.0.0.1:40123/api/menu
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms  512.00us  14.02ms   91.20%
    Req/Sec    24.01k     1.20k   26.00k    80.00%
  120000 requests in 5.00s, 210.00MB read
Requests/sec:  24000.00
Transfer/sec:     42.00MB
{"requests":120000,"durationUs":5000000,"errors":{"connect":0,"read":0,"write":0,"status":0,"timeout":0},"latencyUs":{"p50":1980,"p99":4512}}
`

const load = (rps: number, p99 = 1, errors = 0): Load => ({ rps, p50: 1, p99, errors, cpuUs: 10 })

describe('bench report', () => {
  it("reads the script's summary line from wrk's output, into req/s, milliseconds and the server's CPU per request", () => {
    const summary = parseWrkSummary(wrkOutput)
    expect(summary.requests).toBe(120000)
    expect(toLoad(summary, 3_000_000)).toEqual({ rps: 24000, p50: 1.98, p99: 4.512, errors: 0, cpuUs: 25 })
  })

  it('counts every kind of failed request, and refuses output without the summary line', () => {
    const failing = wrkOutput.replace('"connect":0,"read":0,"write":0,"status":0,"timeout":0', '"connect":1,"read":2,"write":0,"status":7,"timeout":3')
    expect(toLoad(parseWrkSummary(failing), 0).errors).toBe(13)
    expect(() => parseWrkSummary('unable to connect to 127.0.0.1:1 Connection refused\n')).toThrow(/no summary line/)
  })

  it('takes the run with the median req/s, whatever the order', () => {
    expect(medianRun([load(300), load(100), load(200)]).rps).toBe(200)
    expect(medianRun([load(5)]).rps).toBe(5)
    expect(() => medianRun([])).toThrow()
  })

  it('checks API rows against half the limit and 10 ms, pages against a quarter and 50 ms; failed requests miss', () => {
    expect(targetCheck('api', load(500, 10), 1000)).toBe('OK (>= 0.5x, p99 <= 10)')
    expect(targetCheck('api', load(499, 1), 1000)).toMatch(/^MISSED/)
    expect(targetCheck('api', load(900, 10.5), 1000)).toMatch(/^MISSED/)
    expect(targetCheck('page', load(250, 50), 1000)).toBe('OK (>= 0.25x, p99 <= 50)')
    expect(targetCheck('page', load(900, 1, 2), 1000)).toBe('MISSED (>= 0.25x, p99 <= 50, 2 failed requests)')
  })

  it("checks the load tool's ceiling is at least 1.5 times the limit, and names the rows near it", () => {
    const servers = [
      { name: 'node:http', rps: 20_000 },
      { name: 'nginx', rps: 30_000 },
    ]
    const rows = [
      { path: '/api/menu', rps: 12_000, ok: true },
      { path: '/api/venue', rps: 40_000, ok: true },
    ]
    expect(headroomCheck('PostgreSQL', 20_000, servers, rows)).toBe(
      'PostgreSQL: wrk reached 40,000 req/s (/api/venue), 2.00x the node:http limit; 1 row(s) came within 1.5x of it ' +
        '(/api/venue): lower bounds, all on target: OK (ceiling >= 1.5x the limit)',
    )
    expect(headroomCheck('PostgreSQL', 20_000, servers, [rows[0]])).toBe(
      'PostgreSQL: wrk reached 30,000 req/s (nginx), 1.50x the node:http limit; no row of ours came within that of it: OK (ceiling >= 1.5x the limit)',
    )
    // A miss near the ceiling may be wrk's; a ceiling close to the limit leaves the ratios in doubt.
    expect(headroomCheck('PostgreSQL', 20_000, servers, [{ path: '/', rps: 25_000, ok: false }])).toMatch(/1 missed, which wrk may have caused: MISSED/)
    expect(headroomCheck('PostgreSQL', 20_000, [{ name: 'nginx', rps: 29_000 }], [rows[0]])).toMatch(/1\.45x the node:http limit.*MISSED/)
  })

  it('checks start time, idle memory and growth under load', () => {
    const line = startAndMemoryLine('PostgreSQL', { startMs: 900, firstStartMs: 2100, rssIdle: 151, rssAfter: 200, rssIdleTarget: 150 })
    expect(line).toBe(
      'PostgreSQL: start 900 ms (first start, new data: 2,100 ms) OK (<= 1,500); RSS idle 151 MiB MISSED (<= 150), ' +
        'after the load 200 MiB (+49) OK (<= +100)',
    )
  })

  it('prints a Markdown table with the number columns aligned right and pipes escaped', () => {
    const table = markdownTable(['URL', 'req/s'], [['/a|b', '1,000'], ['/', '5']], [1])
    expect(table).toBe(['| URL   | req/s |', '| ----- | ----: |', '| /a\\|b | 1,000 |', '| /     |     5 |'].join('\n'))
  })

  it('configures nginx to run in the foreground, in its own folder, on loopback', () => {
    const config = nginxConfig('/tmp/bench-nginx-x', 41234)
    expect(config).toContain('daemon off;')
    expect(config).toContain('master_process off;')
    expect(config).toContain('listen 127.0.0.1:41234;')
    expect(config).toContain('root /tmp/bench-nginx-x;')
    expect(config).not.toMatch(/ \/(var|etc|run)\//)
  })
})
