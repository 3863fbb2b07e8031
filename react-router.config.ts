import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two test runs) write to separate folders.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // The whole route manifest comes with the page (one small module). With lazy discovery, every page fetched the
  // manifest for the links it shows once it had hydrated, and each answer re-rendered the whole page (the router's
  // routes changed): on the menu, all its rows again, in long tasks right after hydration.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
