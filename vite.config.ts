import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const serverBundled = [
  'radix-ui',
  /^@radix-ui\//,
  'date-fns',
  '@date-fns/tz',
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@tanstack/react-query',
  'hono',
  'drizzle-orm',
  'isbot',
  'tailwind-merge',
  'class-variance-authority',
  'clsx',
]

/**
 * The browser's chunks. Every page loads the same base: React, React Router, the root route's toast store and the logo
 * that every layout draws (with the venue's details). As one chunk instead of a dozen small ones it compresses better
 * (3-4 kB less gzip on each page), and no page loads code it did not load before. Everything else keeps Rollup's own
 * split by the pages that use it: the query library too, which the screens with queries provide themselves
 * (lib/query-scope.tsx) and the server-rendered full menu (`/`) does without.
 */
function clientChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework'
  // The icon factory too: the public pages' icons (icons.tsx) and the back office's (staff-icons.tsx) both draw with it.
  if (id === '\0vite/preload-helper.js' || /\/app\/(lib\/use-toast\.ts|components\/(logo|icon)\.tsx)$/.test(id)) return 'framework'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Hono server, which mounts the React Router handler.
  build: isSsrBuild
    ? { rolldownOptions: { input: './app/server.ts' }, target: 'node20' }
    : { target: 'es2022', rolldownOptions: { output: { manualChunks: clientChunk } } },
  // The production server bundle takes in the pure-JS packages, tree-shaken, instead of loading them whole from
  // node_modules at start: the server starts in half the time
  // and memory. React, React Router and the packages with native parts or files of their own (PGlite, pg, pino) stay
  // outside. Development (Vite's SSR dev server) keeps loading them from node_modules.
  ssr: isSsrBuild ? { noExternal: serverBundled } : undefined,
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}))

