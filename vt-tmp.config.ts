import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
export default defineConfig({ plugins: [tsconfigPaths()], test: { include: ['tests/tmp-bench/*.test.ts'], env: { TEST_DB_ENGINE: process.env.ENGINE! }, globalSetup: ['tests/support/database-template.setup.ts'] } })
