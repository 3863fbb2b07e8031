import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Hono server, which mounts the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: './app/server.ts' }, target: 'node20' } : { target: 'es2022' },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}))
