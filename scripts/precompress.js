// Writes .br and .gz beside every compressible build asset, so the server sends them without work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

let count = 0
for (const file of files(clientDir)) {
  if (!compressible.test(file)) continue
  const data = readFileSync(file)
  if (data.length < 1024) continue
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  count++
}
console.log(`precompressed ${count} assets in ${path.relative(process.cwd(), clientDir)}`)
