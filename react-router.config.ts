import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. two test runs) write to separate folders.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
