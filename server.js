// Starts the site. Production (default): serves the build, building it first when there is none.
// Development (NODE_ENV=development): Vite in middleware mode, with hot reload.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
const migrationsFolder = path.join(root, 'drizzle')

if (process.env.NODE_ENV === 'development') {
  const { createServer } = await import('vite')
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const { startServer } = await vite.ssrLoadModule('./app/server.ts')
  await startServer({ migrationsFolder, vite })
} else {
  // React and React Router pick their production builds by NODE_ENV when first imported: several times faster.
  process.env.NODE_ENV = 'production'
  // On the embedded database (no DATABASE_URL), PGlite's engine (9 MB of WebAssembly) compiles on V8's other threads
  // while this one loads the server: the database opens without waiting for it.
  const pgliteWasmModule = process.env.DATABASE_URL ? undefined : compileEmbeddedEngine()
  const serverEntry = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) {
    // A first start: the same build as `npm run build`, one line per step instead of the tools' output.
    console.log(`No build yet (${path.relative(process.cwd(), buildDir) || '.'}): building the site once, about 20 s...`)
    const { build } = await import('./scripts/build.js')
    await build({ quiet: true }).then(
      (seconds) => console.log(`Built in ${seconds.toFixed(1)} s.`),
      (error) => {
        if (error.output) process.stderr.write(error.output)
        console.error(`The build failed: ${error.message}`)
        process.exit(1)
      },
    )
  }
  const { startServer } = await import(serverEntry)
  await startServer({
    migrationsFolder,
    clientDir: path.join(buildDir, 'client'),
    databaseTemplate: path.join(buildDir, 'database-template'),
    demoDatabaseTemplate: path.join(buildDir, 'demo-database-template'),
    demoGallery: path.join(buildDir, 'demo-gallery.json'),
    pgliteWasmModule,
  }).catch((error) => {
    // A start that cannot happen (a bad setting, a data folder in use) says why in one line.
    console.error(`The server could not start: ${error.message}`)
    process.exit(1)
  })
}

function compileEmbeddedEngine() {
  const wasm = path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), 'pglite.wasm')
  // Not there (another PGlite layout): PGlite compiles its engine itself, as without this.
  return readFile(wasm).then(
    (bytes) => globalThis.WebAssembly.compile(bytes),
    () => undefined,
  )
}
