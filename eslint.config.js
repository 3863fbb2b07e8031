import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync('app/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const browserCode = ['./app/features', './app/components', './app/lib', './app/contracts']
const serverEdges = ['./app/.server/api', './app/.server/guard.ts', './app/.server/startup.ts', './app/.server/app.ts']

/**
 * Dependencies point one way (docs/decisions/004-contracts-and-layers.md); tests/lint proves each zone refuses a
 * forbidden import. routes -> features -> components, lib, contracts; features never import each other; browser
 * code never imports .server; routes never touch .server/db; inside .server: api, guard, startup -> services -> db.
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
  { target: './app/routes', from: './app/.server/db' },
  { target: './app/.server/services', from: serverEdges },
  { target: './app/.server/db', from: ['./app/.server/services', ...serverEdges] },
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
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
