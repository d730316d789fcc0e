import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One-way dependencies (DESIGN.md "Layout"): each layer lists the layers it must never import.
const layers = [
  { files: ['schemas/**'], deny: ['runtime', 'widgets', 'server'] },
  {
    files: ['runtime/schema/**'],
    deny: [
      'runtime/core',
      'runtime/render',
      'runtime/antd',
      'runtime/app',
      'widgets',
      'server',
      'react',
      'antd',
    ],
  },
  {
    files: ['runtime/core/**'],
    deny: ['runtime/render', 'runtime/antd', 'runtime/app', 'widgets', 'server', 'antd', '@ant-design/icons'],
  },
  { files: ['runtime/render/**'], deny: ['runtime/antd', 'runtime/app', 'widgets', 'server'] },
  { files: ['runtime/antd/**'], deny: ['runtime/app', 'widgets', 'server'] },
  { files: ['widgets/**'], deny: ['runtime/app', 'server'] },
  { files: ['runtime/app/**'], deny: ['server'] },
  {
    files: ['server/**'],
    deny: ['runtime/core', 'runtime/render', 'runtime/antd', 'runtime/app', 'widgets', 'react', 'antd'],
  },
];

function patternsFor(deny) {
  return deny.flatMap((d) => {
    if (d.startsWith('runtime/')) {
      // Inside runtime/ a sibling layer is reached as ../core, ../../core and so on.
      const name = d.slice('runtime/'.length);
      const up = ['..', '../..', '../../..'].flatMap((u) => [`${u}/${name}`, `${u}/${name}/**`]);
      return [`**/${d}`, `**/${d}/**`, ...up];
    }
    if (['runtime', 'widgets', 'server', 'schemas'].includes(d)) {
      // A top-level folder is at least two levels up from any layer's files; '../widgets' from a
      // subfolder would be a local folder of that name (runtime/render/widgets), which is allowed.
      return ['../..', '../../..', '../../../..', '../../../../..'].flatMap((u) => [
        `${u}/${d}`,
        `${u}/${d}/**`,
      ]);
    }
    return [d, `${d}/**`];
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'storybook-static/**',
      'data/**',
      'bench/peers/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Model tables are reached only through a Scope, which applies live rows, row rules and field access
    // (server/src/crud/scope.ts); a builder on `<model>.table` anywhere else would skip them.
    files: ['server/**/*.ts'],
    ignores: ['server/src/crud/scope.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom)$/][arguments.0.type='MemberExpression'][arguments.0.property.name='table']",
          message: 'Read and write model tables through a Scope (server/src/crud/scope.ts).',
        },
      ],
    },
  },
  ...layers.map(({ files, deny }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: patternsFor(deny), message: 'Dependencies point one way (DESIGN.md "Layout").' },
          ],
        },
      ],
    },
  })),
);
