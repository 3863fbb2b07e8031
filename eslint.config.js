import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Dependencies point one way: shared code never reaches up into features or routes,
      // features never import each other's internals or server code, and browser code never imports .server/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './app/components', from: ['./app/features', './app/routes'] },
            { target: './app/lib', from: ['./app/features', './app/routes', './app/components'] },
            { target: './app/schemas', from: ['./app/features', './app/routes', './app/components'] },
            { target: './app/.server', from: ['./app/features', './app/routes', './app/components'] },
            { target: './app/features', from: ['./app/routes'] },
            { target: './app/components', from: ['./app/.server'] },
          ],
        },
      ],
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
