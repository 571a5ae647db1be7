import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // A double cast hides a type the compiler would have checked: the application's code has none.
  {
    files: ['app/**', 'components/**', 'lib/**', 'models/**', 'scripts/**', '*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: give the value its real type.',
        },
      ],
    },
  },
  // A file holds one idea: a component past 300 lines, or a module or script past 400, is split
  // along its parts. Static content and the seed are data, not code.
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['lib/**', 'scripts/**', 'models/**', 'proxy.ts'],
    ignores: ['lib/content/**', 'lib/data/seed/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'bench/results/**',
      'bench/tmp/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
];
export default config;
