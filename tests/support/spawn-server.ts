import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  child: ChildProcess
  url: string
  /** Everything printed so far, stdout and stderr. */
  output(): string
  /** SIGKILL: no chance to clean up, like a crash or a power cut. */
  kill(): Promise<void>
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>
}

function exited(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null
  return done ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/**
 * Starts the real server (app/server.ts startServer) as a child process on a free 127.0.0.1 port,
 * from source through tsx (no build needed: the API and /healthz never touch the page bundle).
 */
export function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', `import('./app/server.ts').then((m) => m.startServer({ migrationsFolder: 'drizzle' }))`],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info', BACKUP_TIME: 'off', WEEKLY_SUMMARY: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start:\n${output}`))
    }, 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({
          child,
          url: match[1],
          output: () => output,
          kill: async () => {
            child.kill('SIGKILL')
            await exited(child)
          },
          stop: async () => {
            child.kill('SIGTERM')
            return exited(child)
          },
        })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}):\n${output}`))
    })
  })
}
