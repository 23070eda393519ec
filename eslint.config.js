import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through apps/server/src/config/env.ts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'vitest.config.ts', 'vitest.scale.config.ts', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': ['error', processEnvBan],
      // Fastify handlers and adapter methods are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-argument': 'off' },
  },
  // The benchmarks' packages live in bench/'s own install (npm run bench:deps), absent from a fresh clone's: their
  // types cannot be known there, so bench/ keeps every rule but the type-aware ones.
  {
    files: ['**/*.js', '**/*.mjs', 'bench/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Configuration, scripts and tests may read the environment.
  {
    files: [
      'apps/server/src/config/env.ts',
      '**/scripts/**',
      '**/test/**',
      '**/*.test.{ts,tsx}',
      '**/*.config.ts',
      'e2e/**',
      'bench/**',
      '.ci/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // packages/* are shared by every app and import nothing from them.
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/apps/**', '@/*', '@charter/server', '@charter/web'], message: 'packages/* never import from apps/*.' }],
        },
      ],
    },
  },
  // Server: only repositories (and the outbox adapter, the db client and migrations) touch Drizzle tables.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files touch the database.',
            },
          ],
        },
      ],
    },
  },
  // A module reaches another module only through its service (types may be shared). Tests may arrange data directly.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*.repository'], allowTypeImports: true, message: "Use the other module's service, not its repository." },
          ],
        },
      ],
    },
  },
  // Web: React rules, browser globals, no import.meta.env, and import directions ui/lib -> features -> routes/app.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.meta.name='import'][property.name='env']", message: 'The web app has no build-time env.' },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/routes/*', '@/app/*'], message: 'components/ui and lib sit below features, routes and app.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/routes/*', '@/app/*'], message: 'features sit below routes and app.' },
            // A feature may name another's queries (to refresh or share a cached answer), never use its screens; the back
            // office (features/admin) is the one feature that composes the domain features instead of copying them.
            ...(feature === 'admin'
              ? []
              : [
                  {
                    regex: `^@/features/(${webFeatures.filter((other) => other !== feature).join('|')})/(?!api/queries$)`,
                    message: "A feature never imports another feature's screens or hooks; compose them in a route.",
                  },
                ]),
          ],
        },
      ],
    },
  })),
);
