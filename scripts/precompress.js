// Writes .br and .gz beside every compressible build asset, so the server sends them without work per request. An
// asset whose .br and .gz are already there and newer is left as it is: `npm run build` runs this once while the
// server bundle builds (the browser assets are written by then) and once after, for what that step added.
import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

function* files(dir) {
  for (const name of readdirSync(dir)) {
    // A dot folder is the tools' (Vite's .vite manifest, removed at the end of the build), not an asset.
    if (name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

function modifiedMs(file) {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -1
  }
}

// Compressed in libuv's thread pool, every core at once (the synchronous calls used one).
async function precompress(file) {
  const { size, mtimeMs } = statSync(file)
  if (size < 1024) return 0
  if (modifiedMs(`${file}.br`) >= mtimeMs && modifiedMs(`${file}.gz`) >= mtimeMs) return 0
  const data = await readFile(file)
  const [br, gz] = await Promise.all([brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipped(data, { level: 9 })])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return 1
}

const done = await Promise.all([...files(clientDir)].filter((file) => compressible.test(file)).map(precompress))
const count = done.reduce((sum, one) => sum + one, 0)
console.log(`precompressed ${count} assets in ${path.relative(process.cwd(), clientDir)}`)
