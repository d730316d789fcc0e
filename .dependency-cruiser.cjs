// Import circles (issue 18): any loop of imports between our own modules, type-only imports included,
// fails `npm run lint`. A loop makes the order of module start-up matter and lets a lower step reach a
// higher one; break it by moving the shared part (a type, a helper) into a module both import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Dependencies point one way: move what two modules share into a module both import.',
      from: { path: '^(runtime|widgets|server|schemas|stories)/' },
      to: { circular: true },
    },
    {
      name: 'no-product-to-stories',
      severity: 'error',
      comment: 'Product code never imports from stories/: move what a story shares into product code.',
      from: { path: '^(runtime|widgets|server|schemas)/', pathNot: '[.]stories[.]tsx?$' },
      to: { path: '^stories/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|data)/' },
    // `import type` counts: a type loop still ties two modules' designs together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
