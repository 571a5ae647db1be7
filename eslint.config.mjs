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
