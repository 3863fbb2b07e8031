// The pure parts of npm run bench: wrk's summary (printed by scripts/bench-wrk.lua), the median run, the targets
// (docs/product.md, Performance targets), the nginx configuration of the load tool's ceiling, and the Markdown table.

export type Kind = 'api' | 'page'

export interface Load {
  rps: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p99: number
  /** Failed requests: connect, read, write and timeout errors, and answers with a status of 400 or more. */
  errors: number
  /** The server's own CPU time per request (user + system), in µs: what it costs whoever the client is. */
  cpuUs: number
}

export interface WrkSummary {
  requests: number
  durationUs: number
  errors: { connect: number; read: number; write: number; status: number; timeout: number }
  latencyUs: { p50: number; p99: number }
}

export const TARGETS: Record<Kind, { ratio: number; p99: number }> = { api: { ratio: 0.5, p99: 10 }, page: { ratio: 0.25, p99: 50 } }
export const START_TARGET_MS = 1500
export const RSS_GROWTH_TARGET_MIB = 100
/**
 * The load tool's headroom: the fastest rate wrk reached in the run (against nginx, the limit or any of our rows) must
 * be this much above the limit, or the limit, which every ratio divides by, measures wrk. A row of ours that comes
 * within this much of it may be held back by wrk: its rate is then a lower bound, and only its OK verdict stands.
 */
export const HEADROOM = 1.5

/** The last JSON line of wrk's output: the one scripts/bench-wrk.lua prints when the run is done. */
export function parseWrkSummary(stdout: string): WrkSummary {
  const line = stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"requests":'))
  if (!line) throw new Error(`wrk printed no summary line (is scripts/bench-wrk.lua its script?):\n${stdout}`)
  return JSON.parse(line) as WrkSummary
}

export function toLoad(summary: WrkSummary, serverCpuUs: number): Load {
  const { connect, read, write, status, timeout } = summary.errors
  return {
    rps: summary.durationUs > 0 ? summary.requests / (summary.durationUs / 1_000_000) : 0,
    p50: summary.latencyUs.p50 / 1000,
    p99: summary.latencyUs.p99 / 1000,
    errors: connect + read + write + status + timeout,
    cpuUs: summary.requests > 0 ? serverCpuUs / summary.requests : NaN,
  }
}

/** The run with the median req/s (the upper middle one of an even count). */
export function medianRun(runs: Load[]): Load {
  if (runs.length === 0) throw new Error('no runs')
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-'

/** The target column: OK or MISSED, the target itself, and any failed requests (which miss it too). */
export function targetCheck(kind: Kind, load: Load, limitRps: number): string {
  const target = TARGETS[kind]
  const ok = load.rps >= target.ratio * limitRps && load.p99 <= target.p99 && load.errors === 0
  const failed = load.errors > 0 ? `, ${fmt(load.errors)} failed requests` : ''
  return `${ok ? 'OK' : 'MISSED'} (>= ${target.ratio}x, p99 <= ${target.p99}${failed})`
}

export interface HeadroomRow {
  path: string
  rps: number
  ok: boolean
}

/**
 * One line per engine: the fastest rate wrk reached (its ceiling, as shown by this run) against the limit; the rows
 * that came within HEADROOM of that ceiling, whose rates are lower bounds; and a miss when one of those missed its
 * target (wrk, not the server, may have caused it).
 */
export function headroomCheck(engine: string, limitRps: number, servers: Array<{ name: string; rps: number }>, rows: HeadroomRow[]): string {
  const ceiling = [...servers, ...rows.map((row) => ({ name: row.path, rps: row.rps }))].reduce((a, b) => (b.rps > a.rps ? b : a))
  const ratio = ceiling.rps / limitRps
  const bounded = rows.filter((row) => row.rps * HEADROOM > ceiling.rps)
  const boundedMissed = bounded.filter((row) => !row.ok)
  const ok = ratio >= HEADROOM && boundedMissed.length === 0
  const near =
    bounded.length === 0
      ? 'no row of ours came within that of it'
      : `${bounded.length} row(s) came within ${HEADROOM}x of it (${bounded.map((row) => row.path).join(', ')}): lower bounds, ` +
        (boundedMissed.length === 0 ? 'all on target' : `${boundedMissed.length} missed, which wrk may have caused`)
  return (
    `${engine}: wrk reached ${fmt(ceiling.rps)} req/s (${ceiling.name}), ${fmt(ratio, 2)}x the node:http limit; ${near}: ` +
    `${ok ? 'OK' : 'MISSED'} (ceiling >= ${HEADROOM}x the limit)`
  )
}

export function startAndMemoryLine(
  engine: string,
  m: { startMs: number; firstStartMs: number; rssIdle: number; rssAfter: number; rssIdleTarget: number },
): string {
  const growth = m.rssAfter - m.rssIdle
  return (
    `${engine}: start ${fmt(m.startMs)} ms (first start, new data: ${fmt(m.firstStartMs)} ms) ` +
    `${m.startMs <= START_TARGET_MS ? 'OK' : 'MISSED'} (<= ${fmt(START_TARGET_MS)}); ` +
    `RSS idle ${m.rssIdle} MiB ${m.rssIdle <= m.rssIdleTarget ? 'OK' : 'MISSED'} (<= ${m.rssIdleTarget}), ` +
    `after the load ${m.rssAfter} MiB (+${growth}) ${growth <= RSS_GROWTH_TARGET_MIB ? 'OK' : 'MISSED'} (<= +${RSS_GROWTH_TARGET_MIB})`
  )
}

/** A Markdown table; the columns in `rightAligned` (numbers) align right, in the source as when rendered. */
export function markdownTable(header: string[], rows: string[][], rightAligned: number[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|')
  const lines = [header, ...rows].map((line) => line.map(escape))
  const widths = header.map((_, i) => Math.max(3, ...lines.map((line) => line[i].length)))
  const pad = (cell: string, i: number) => (rightAligned.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))
  const rule = widths.map((w, i) => (rightAligned.includes(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [row(lines[0].map(pad)), row(rule), ...lines.slice(1).map((line) => row(line.map(pad)))].join('\n')
}

/**
 * nginx in one process, in the foreground, everything in `dir` (no root needed): answers every URL with the file
 * `dir/body` (the /api/menu bytes), from its open-file cache. A static file rather than `return 200 '...'`, whose
 * text nginx would read for variables.
 */
export function nginxConfig(dir: string, port: number): string {
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types {}
  default_type application/json;
  open_file_cache max=16;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { try_files /body =404; }
  }
}
`
}
