/**
 * The demo gallery: six scenes drawn here (SVG, rendered by sharp at 1280 x 720) and processed by the same pipeline as
 * staff uploads, so a fresh start shows a gallery that works offline. Staff replace them on /admin/gallery.
 *
 * Encoding them costs a second or two of both cores, so `npm run build` encodes them once into the build
 * (demo-gallery.json, written by writeDemoGallery) and a server seeding a new database reads that file; without it
 * (development, a server run from source) they are encoded at the seed, once per process.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { Database } from './client'
import { loadSharp, type ProcessedImage, processImage } from '../image-processing'
import { galleryPhotos, images, imageVariants } from './schema'
import { demoGalleryTranslations } from './demo-translations'

const W = 1280
const H = 720

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#bae6fd"/></linearGradient>
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="0.55" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0891b2"/><stop offset="1" stop-color="#2dd4bf"/></linearGradient>
<radialGradient id="lamp"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/></radialGradient>
</defs>${body}</svg>`

const palm = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y} q ${-10 * s} ${-120 * s} ${20 * s} ${-220 * s}" stroke="#78350f" stroke-width="${14 * s}" fill="none"/>` +
  [-60, -20, 20, 60, 100]
    .map((a) => `<ellipse cx="${x + 20 * s}" cy="${y - 220 * s}" rx="${90 * s}" ry="${16 * s}" fill="#15803d" transform="rotate(${a} ${x + 20 * s} ${y - 220 * s})"/>`)
    .join('')

const table = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="90" ry="22" fill="#92400e"/><rect x="${x - 8}" y="${y}" width="16" height="90" fill="#78350f"/>` +
  `<rect x="${x - 70}" y="${y + 20}" width="30" height="70" rx="6" fill="#b45309"/><rect x="${x + 40}" y="${y + 20}" width="30" height="70" rx="6" fill="#b45309"/>`

/** The six demo photos, in gallery order, with their alt texts. */
export const DEMO_GALLERY: ReadonlyArray<{ alt: string; svg: string }> = [
  {
    alt: 'Restaurant Interior',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="#fcd9a8"/><rect y="470" width="${W}" height="250" fill="#a16207"/>` +
        [200, 640, 1080].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="140" stroke="#44403c" stroke-width="4"/><circle cx="${x}" cy="160" r="120" fill="url(#lamp)"/><path d="M${x - 40} 170 h80 l-20 -40 h-40z" fill="#f59e0b"/>`).join('') +
        [220, 640, 1060].map((x) => table(x, 470)).join('') +
        `<rect x="330" y="60" width="180" height="220" fill="#0e7490" stroke="#fff7ed" stroke-width="10"/><rect x="770" y="60" width="180" height="220" fill="#0e7490" stroke="#fff7ed" stroke-width="10"/>`,
    ),
  },
  {
    alt: 'Bar Area',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="#1c1917"/>` +
        [120, 260, 400].map((y) => `<rect x="140" y="${y}" width="1000" height="10" fill="#a8a29e"/>`).join('') +
        Array.from({ length: 27 }, (_, i) => {
          const x = 170 + (i % 9) * 110
          const y = 120 + Math.floor(i / 9) * 140
          const colours = ['#16a34a', '#f59e0b', '#dc2626', '#0ea5e9', '#f5f5f4', '#a855f7']
          return `<rect x="${x}" y="${y - 90}" width="36" height="90" rx="8" fill="${colours[i % colours.length]}"/><rect x="${x + 12}" y="${y - 115}" width="12" height="28" fill="${colours[i % colours.length]}"/>`
        }).join('') +
        `<rect y="470" width="${W}" height="60" fill="#b45309"/><rect y="530" width="${W}" height="190" fill="#78350f"/>` +
        [240, 520, 800, 1080].map((x) => `<circle cx="${x}" cy="600" r="45" fill="#0f766e"/><rect x="${x - 6}" y="640" width="12" height="80" fill="#57534e"/>`).join(''),
    ),
  },
  {
    alt: 'Pool',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="300" width="${W}" height="420" fill="#f5f5f4"/>` +
        `<rect x="120" y="360" width="1040" height="300" rx="30" fill="#06b6d4"/>` +
        [420, 480, 540, 600].map((y) => `<path d="M160 ${y} q 60 -20 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0" stroke="#a5f3fc" stroke-width="6" fill="none"/>`).join('') +
        palm(80, 360, 1) +
        palm(1180, 360, 1.1) +
        [300, 520, 740].map((x) => `<rect x="${x}" y="300" width="160" height="36" rx="10" fill="#fafaf9" stroke="#0f766e" stroke-width="6"/>`).join(''),
    ),
  },
  {
    alt: 'Beach View',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="980" cy="160" r="80" fill="#fde047"/>` +
        `<rect y="320" width="${W}" height="200" fill="url(#sea)"/><path d="M0 520 q 320 -60 640 0 t 640 0 v 200 h -1280 z" fill="#fef3c7"/>` +
        `<path d="M0 515 q 320 -60 640 0 t 640 0" stroke="#ffffff" stroke-width="10" fill="none"/>` +
        palm(160, 640, 1.3) +
        `<path d="M700 330 l 60 -120 l 10 120 z" fill="#fafaf9"/><rect x="690" y="330" width="110" height="14" fill="#7c2d12"/>`,
    ),
  },
  {
    alt: 'Signature Dish',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="#57534e"/><circle cx="640" cy="360" r="300" fill="#fafaf9"/><circle cx="640" cy="360" r="240" fill="#f5f5f4" stroke="#e7e5e4" stroke-width="8"/>` +
        `<ellipse cx="600" cy="360" rx="150" ry="90" fill="#fbbf24"/><ellipse cx="700" cy="330" rx="110" ry="70" fill="#b45309"/>` +
        [[560, 300], [620, 420], [740, 400], [520, 380]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" fill="#16a34a"/>`).join('') +
        `<circle cx="780" cy="300" r="30" fill="#dc2626"/><path d="M420 600 l 440 0" stroke="#a8a29e" stroke-width="14" stroke-linecap="round"/>`,
    ),
  },
  {
    alt: 'Dining Setup',
    svg: svg(
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/><rect y="420" width="${W}" height="300" fill="#fff7ed"/>` +
        [280, 640, 1000].map((x) => `<ellipse cx="${x}" cy="540" rx="120" ry="40" fill="#fafaf9" stroke="#d6d3d1" stroke-width="6"/><rect x="${x + 140}" y="430" width="24" height="80" rx="6" fill="#bae6fd" opacity="0.8"/>`).join('') +
        [460, 820].map((x) => `<rect x="${x - 10}" y="420" width="20" height="70" fill="#fef9c3"/><ellipse cx="${x}" cy="405" rx="12" ry="22" fill="#f59e0b"/>`).join('') +
        `<circle cx="640" cy="300" r="90" fill="#fb923c" opacity="0.9"/>`,
    ),
  },
]

type Executor = Pick<Database, 'insert'>
type DemoPhotos = ReadonlyArray<Pick<ProcessedImage, 'width' | 'height' | 'variants'>>

let encoding: Promise<DemoPhotos> | undefined

/** The six photos drawn and encoded (side by side: each encoding uses one thread), once per process. */
export function encodeDemoGallery(): Promise<DemoPhotos> {
  encoding ??= loadSharp().then((sharp) =>
    Promise.all(DEMO_GALLERY.map(async (scene) => processImage(await sharp(Buffer.from(scene.svg)).png({ compressionLevel: 0 }).toBuffer(), { quick: true }))),
  )
  return encoding
}

/** Encodes the six photos into `file` (JSON, the bytes in base64): the build's prepared demo gallery. */
export async function writeDemoGallery(file: string): Promise<void> {
  const photos = (await encodeDemoGallery()).map((photo) => ({
    ...photo,
    variants: photo.variants.map((v) => ({ ...v, bytes: v.bytes.toString('base64') })),
  }))
  writeFileSync(file, JSON.stringify(photos))
}

/** The photos of a file writeDemoGallery wrote, or undefined when there is none to read. */
export function readDemoGallery(file: string | undefined): DemoPhotos | undefined {
  if (!file) return undefined
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const photos = JSON.parse(text) as Array<{ width: number; height: number; variants: Array<ProcessedImage['variants'][number] & { bytes: string }> }>
  if (photos.length !== DEMO_GALLERY.length) return undefined
  return photos.map((photo) => ({ ...photo, variants: photo.variants.map((v) => ({ ...v, bytes: Buffer.from(v.bytes, 'base64') })) }))
}

/** Stores the six demo photos with their alt texts, in order: the prepared ones when given, else encoded now. */
export async function seedDemoGallery(db: Executor, prepared?: DemoPhotos): Promise<void> {
  const photos = prepared ?? (await encodeDemoGallery())
  for (const [index, image] of photos.entries()) {
    const [row] = await db.insert(images).values({ width: image.width, height: image.height }).returning({ id: images.id })
    await db.insert(imageVariants).values(image.variants.map((v) => ({ imageId: row.id, width: v.width, height: v.height, format: v.format, fingerprint: v.fingerprint, bytes: v.bytes })))
    const { alt } = DEMO_GALLERY[index]
    await db.insert(galleryPhotos).values({ imageId: row.id, alt, position: index + 1, translations: demoGalleryTranslations(alt) })
  }
}
