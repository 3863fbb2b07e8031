// Writes .br and .gz beside every compressible build asset, so the server sends them without work per request.
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
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

// Compressed in libuv's thread pool, every core at once (the synchronous calls used one).
async function precompress(file) {
  const data = await readFile(file)
  if (data.length < 1024) return 0
  const [br, gz] = await Promise.all([brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipped(data, { level: 9 })])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return 1
}

const done = await Promise.all([...files(clientDir)].filter((file) => compressible.test(file)).map(precompress))
const count = done.reduce((sum, one) => sum + one, 0)
console.log(`precompressed ${count} assets in ${path.relative(process.cwd(), clientDir)}`)
