import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface ServerJsRun {
  child: ChildProcess
  /** The site's address, read from the start-up banner. */
  url: string
  /** Everything printed so far, stdout and stderr. */
  output(): string
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>
}

/**
 * `node server.js` as a person runs it (production: builds first when BUILD_DIR holds no build), on a free port;
 * resolves once the banner names the site's address.
 */
export function runServerJs(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerJsRun> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info', BACKUP_TIME: 'off', WEEKLY_SUMMARY: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server.js did not start:\n${output}`))
    }, timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk
      const match = /The site: +(http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off('data', read)
      child.stdout?.on('data', (more: Buffer) => (output += more))
      resolve({
        child,
        url: match[1],
        output: () => output,
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
      })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server.js exited (${code}):\n${output}`))
    })
  })
}
