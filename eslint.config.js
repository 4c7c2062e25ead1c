// Lint: type-checked TypeScript rules everywhere, React hooks rules on the web, and the import
// boundaries between the rooms (code-style.md): domain imports only zod (and libphonenumber-js); web and server import
// domain, never each other; on the web, features (one per area) never import one another, and
// inside an area the student's and the consultant's screens never import each other: what both
// use sits in the area's shared/, which imports neither.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const subfolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const serverFeatures = subfolders('server/src/features');

// The server's two levels (decision 034): the platform imports no feature; a feature (and the
// composition root, app.ts) reaches another feature only through its index.ts. Tests may reach in.
const serverZones = [
  { target: './server', from: './web', message: 'server never imports web code.' },
  {
    target: './server/src/platform',
    from: './server/src/features',
    message: 'The platform imports no feature: take what it needs as a parameter or a port.',
  },
  ...serverFeatures.map((feature) => ({
    target: `./server/src/features/${feature}`,
    from: './server/src/features',
    except: [`./${feature}`, ...serverFeatures.map((other) => `./${other}/index.ts`)],
    message: 'Import another feature through its index.ts, never from the files behind it.',
  })),
  {
    target: ['./server/src/app.ts', './server/src/main.ts'],
    from: './server/src/features',
    except: serverFeatures.map((feature) => `./${feature}/index.ts`),
    message: 'The composition root registers features through their index.ts.',
  },
];

const webFeatures = subfolders('web/src/features');

/** An area's audiences: student/ and admin/, where the area has screens for both. */
const audiences = ['student', 'admin'];
const audienceZones = webFeatures.flatMap((feature) => {
  const dir = `./web/src/features/${feature}`;
  const present = subfolders(dir);
  if (!audiences.some((audience) => present.includes(audience))) return [];
  return [
    ...audiences.map((audience) => ({
      target: `${dir}/${audience}`,
      from: audiences.filter((other) => other !== audience).map((other) => `${dir}/${other}`),
      message: `A ${audience} screen does not import the other audience's: lift what both use to ${feature}/shared/.`,
    })),
    {
      target: `${dir}/shared`,
      from: audiences.map((audience) => `${dir}/${audience}`),
      message: 'shared/ sits below the student/ and admin/ screens of its area.',
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./server', './web', './e2e'],
              message: 'domain imports only zod.',
            },
            { target: './web', from: './server', message: 'web never imports server code.' },
            { target: './server', from: './web', message: 'server never imports web code.' },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: lift shared code to components/ or lib/, or compose them in the page (app/routes).',
            })),
            ...audienceZones,
            {
              // ssr/ (server rendering and prerendering) renders the app's routes: app's level.
              target: './web/src/features',
              from: ['./web/src/app', './web/src/ssr'],
              message: 'Features sit below app: take routes and links as props.',
            },
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app', './web/src/ssr'],
              message: 'components/ and lib/ sit below features and app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@studypath/server', '@studypath/web', '@studypath/e2e'],
              message: 'Rooms talk through domain contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    // import/no-cycle reads the imported files: it needs to know how to parse TypeScript.
    settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: serverZones }],
      // No import circle (decision 034): a feature that needs to be told of another's change
      // takes a port from the platform instead of importing it back.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|libphonenumber-js($|/)|\\.)',
              message: 'domain imports only zod and libphonenumber-js (decision 008).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
