import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // CommonJS files (lib/page-cache-handler.cjs, loaded by Next.js untranspiled) import with require.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
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
