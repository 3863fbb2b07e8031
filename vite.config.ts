import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

const serverBundled = [
  'lucide-react',
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

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Hono server, which mounts the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: './app/server.ts' }, target: 'node20' } : { target: 'es2022' },
  // The production server bundle takes in the pure-JS packages, tree-shaken, instead of loading them whole from
  // node_modules at start (lucide-react's CommonJS build alone holds every icon): the server starts in half the time
  // and memory. React, React Router and the packages with native parts or files of their own (PGlite, pg, pino) stay
  // outside. Development (Vite's SSR dev server) keeps loading them from node_modules.
  ssr: isSsrBuild ? { noExternal: serverBundled } : undefined,
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}))

