import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import { createServer, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connect as tlsConnect } from 'node:tls'

const root = path.resolve(import.meta.dirname, '../..')
export const NGINX = '/usr/sbin/nginx'
const DEBIAN_MAIN_CONFIG = '/etc/nginx/nginx.conf'
export const SHIPPED_SITE = path.join(root, 'deploy/nginx-site.conf')

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Replaces every match of `pattern`, which must match exactly `times` times: a changed shipped file fails loudly here. */
function substitute(text: string, pattern: RegExp, replacement: string, times: number, file: string): string {
  const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0
  if (found !== times) throw new Error(`${file}: expected ${times} match(es) of ${pattern}, found ${found}: update tests/deploy/nginx.ts with the file`)
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement)
}

export interface SitePlaces {
  httpPort: number
  httpsPort: number
  appPort: number
  certFile: string
  keyFile: string
  webroot: string
}

/** deploy/nginx-site.conf with this machine's ports, certificate and folders: nothing else of it changes. */
export function templateSite(shipped: string, places: SitePlaces): string {
  const file = 'deploy/nginx-site.conf'
  // Comments out first: only directives count.
  const directives = shipped.replace(/^\s*#.*\n/gm, '')
  let site = substitute(directives, /beachbar\.example/, 'localhost', 4, file)
  site = substitute(site, /^\s*listen \[::\]:\d+.*\n/m, '', 2, file)
  site = substitute(site, /listen 80;/, `listen 127.0.0.1:${places.httpPort};`, 1, file)
  site = substitute(site, /listen 443 /, `listen 127.0.0.1:${places.httpsPort} `, 1, file)
  site = substitute(site, /server 127\.0\.0\.1:5000;/, `server 127.0.0.1:${places.appPort};`, 1, file)
  site = substitute(site, /\/etc\/letsencrypt\/live\/localhost\/fullchain\.pem/, places.certFile, 1, file)
  site = substitute(site, /\/etc\/letsencrypt\/live\/localhost\/privkey\.pem/, places.keyFile, 1, file)
  return substitute(site, /root \/var\/www\/html;/, `root ${places.webroot};`, 1, file)
}

/** Debian's own nginx.conf, with its files in `dir` and only our site enabled; run as the current user. */
export function templateMain(debian: string, dir: string, siteFile: string): string {
  const file = DEBIAN_MAIN_CONFIG
  // As root the workers would switch to www-data, who cannot read the test's folder; as anyone else, no switch.
  let main = substitute(debian, /^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '', 1, file)
  main = substitute(main, /^pid .*;$/m, `pid ${dir}/nginx.pid;`, 1, file)
  main = substitute(main, /^(\s*)error_log .*;$/m, `$1error_log ${dir}/error.log;`, 1, file)
  main = substitute(main, /^(\s*)access_log .*;$/m, `$1access_log ${dir}/access.log;`, 1, file)
  main = substitute(main, /^(\s*)include \/etc\/nginx\/sites-enabled\/\*;$/m, `$1include ${siteFile};`, 1, file)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join('\n')
  return substitute(main, /^http \{$/m, `http {\n${temp}`, 1, file)
}

export interface RunningNginx {
  httpPort: number
  httpsPort: number
  /** The self-signed certificate, trusted by request(). */
  cert: string
  /** The error log so far, for a failure's message. */
  errors(): string
  stop(): Promise<void>
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The certificate and both configuration files in `dir`. */
async function writeConfig(dir: string, appPort: number) {
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-keyout', keyFile, '-out', certFile, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'pipe' })
  const webroot = path.join(dir, 'webroot')
  mkdirSync(webroot)
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const siteFile = path.join(dir, 'site.conf')
  writeFileSync(siteFile, templateSite(readFileSync(SHIPPED_SITE, 'utf8'), { httpPort, httpsPort, appPort, certFile, keyFile, webroot }))
  const mainFile = path.join(dir, 'nginx.conf')
  writeFileSync(mainFile, templateMain(readFileSync(DEBIAN_MAIN_CONFIG, 'utf8'), dir, siteFile))
  return { mainFile, certFile, httpPort, httpsPort }
}

/** Debian's nginx in the foreground with the shipped site in front of the app on appPort, a certificate made now. */
export async function startNginx(appPort: number): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (the deploy test runs the shipped site behind it)`)
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-nginx-'))
  const { mainFile, certFile, httpPort, httpsPort } = await writeConfig(dir, appPort).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })

  const child = spawn(NGINX, ['-p', dir, '-c', mainFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const errors = () => {
    const log = path.join(dir, 'error.log')
    return output + (existsSync(log) ? readFileSync(log, 'utf8') : '')
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited(child)
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  while (!((await listening(httpsPort)) && (await listening(httpPort)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errors()
      await stop()
      throw new Error(`nginx did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { httpPort, httpsPort, cert: readFileSync(certFile, 'utf8'), errors, stop }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: Uint8Array
  /** The address the connection comes from (127.0.0.2, ...): the client address nginx sees. */
  localAddress?: string
}

/** One HTTPS request to nginx on a new connection, the certificate checked; the body as sent (never decompressed). */
export function request(proxy: RunningNginx, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: proxy.httpsPort,
        servername: 'localhost',
        ca: proxy.cert,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: 'localhost', ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${pathname}: no answer in 60 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The protocol nginx agrees to in the TLS handshake when a client offers HTTP/2 first. */
export function negotiatedProtocol(proxy: RunningNginx): Promise<string | false | null> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: proxy.httpsPort, servername: 'localhost', ca: proxy.cert, ALPNProtocols: ['h2', 'http/1.1'] }, () => {
      resolve(socket.alpnProtocol)
      socket.destroy()
    })
    socket.once('error', reject)
  })
}
