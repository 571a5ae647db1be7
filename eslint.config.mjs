import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
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
