import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync('app/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const browserCode = ['./app/features', './app/components', './app/lib', './app/contracts']

/** The .server root files that wire the layers together: each may import any layer. */
const serverRootEdges = ['app.ts', 'pages.ts', 'front-door.ts', 'request-log.ts', 'guard.ts', 'first-screen.ts', 'startup.ts', 'startup-banner.ts', 'email-sender.ts', 'backup-socket.ts']
const edgePaths = serverRootEdges.map((name) => `./app/.server/${name}`)
/**
 * Every other .server root file is a helper the layers share (config, logger, app-deps, the read cache, prepared
 * answers, security headers, ...); so is a new root file, until it is named an edge above. A test goes with its module.
 */
const serverHelpers = readdirSync('app/.server', { withFileTypes: true })
  .filter((entry) => entry.isFile() && !serverRootEdges.includes(entry.name.replace(/\.test\.ts$/, '.ts')))
  .map((entry) => `./app/.server/${entry.name}`)

/**
 * Dependencies point one way (docs/decisions/004-contracts-and-layers.md); tests/lint proves each zone refuses a
 * forbidden import. routes -> features -> components, lib, contracts; features never import each other; browser
 * code never imports .server; routes never touch .server/db or .server/email. Inside .server: api -> services ->
 * email, db, never back; the edges may use any layer, and the API only the guard of them. The e-mail layer (what each
 * message says) is pure: it reads contracts and lib only; services and the sender use it. Helpers import no layer
 * but the types every layer is handed: the database (db/client.ts), the signed-in staff member (services/staff.ts)
 * and the process's backups (services/system.ts). import-x/no-cycle refuses an import circle (type-only imports do not count).
 */
const layerZones = [
  { target: './app/components', from: ['./app/features', './app/routes'] },
  { target: './app/contracts', from: ['./app/features', './app/routes', './app/components'] },
  // lib is the bottom layer; it may read the error envelope's type (a leaf with no imports).
  { target: './app/lib', from: ['./app/features', './app/routes', './app/components'] },
  { target: './app/lib', from: './app/contracts', except: ['./errors.ts'] },
  { target: './app/features', from: './app/routes' },
  ...features.map((feature) => ({ target: `./app/features/${feature}`, from: './app/features', except: [`./${feature}`] })),
  { target: browserCode, from: './app/.server' },
  { target: './app/routes', from: ['./app/.server/db', './app/.server/email'] },
  // The API uses the guard; no other edge.
  { target: './app/.server/api', from: [...edgePaths.filter((edge) => !edge.endsWith('/guard.ts')), './app/.server/email'] },
  { target: './app/.server/services', from: ['./app/.server/api', ...edgePaths] },
  { target: './app/.server/email', from: './app/.server', except: ['./email'] },
  { target: './app/.server/db', from: ['./app/.server/services', './app/.server/api', './app/.server/email', ...edgePaths] },
  { target: serverHelpers, from: ['./app/.server/api', './app/.server/email', ...edgePaths] },
  { target: serverHelpers, from: './app/.server/services', except: ['./staff.ts', './system.ts'] },
  { target: serverHelpers, from: './app/.server/db', except: ['./client.ts'] },
]

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves '~/...' through tsconfig paths: without it the zones below cannot see where an import points.
      'import-x/resolver-next': [createNodeResolver({ tsconfig: { configFile: './tsconfig.json' }, extensions: ['.ts', '.tsx', '.js', '.d.ts'] })],
      // The files whose own imports no-cycle follows (it reads only .js files otherwise).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One icon source: app/components/icons.tsx and staff-icons.tsx (decision 003). Their test alone reads lucide-react.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/components/icons.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'lucide-react', message: "Import icons from '~/components/icons' (public code) or '~/components/staff-icons' (back office); add a missing one there from lucide's data." }] }],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
