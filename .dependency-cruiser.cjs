/** Layering of ARCHITECTURE.md: imports point down only (app -> adapters/plugins -> core). */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-nothing-above-it',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(plugins|adapters|app)/' },
    },
    {
      name: 'core-knows-no-react',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.tsx?$' },
      to: { path: 'node_modules/(react|react-dom|react-router-dom|mobx-react-lite)/' },
    },
    {
      name: 'plugins-and-adapters-reach-core-only-through-its-entry',
      severity: 'error',
      from: { path: '^(plugins|adapters)/' },
      to: { path: '^core/', pathNot: '^core/index\\.ts$' },
    },
    {
      name: 'plugins-do-not-import-app-or-adapters',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(app|adapters)/' },
    },
    {
      name: 'adapters-do-not-import-app-or-plugins',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(app|plugins)/' },
    },
    {
      name: 'example-plugins-use-only-the-public-api',
      comment: 'The example plugin under test/plugins/ proves a type can be added through core\'s public entry alone.',
      severity: 'error',
      from: { path: '^test/plugins/[^/]+/' },
      to: { path: '^(core/(?!index\\.ts$)|app/|adapters/|plugins/)' },
    },
    {
      name: 'the-service-is-a-separate-program',
      comment: 'server/ (the learner service) runs in its own Node process: it loads no player code, and no player code loads it.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(core|plugins|adapters|app)/' },
    },
    {
      name: 'the-player-does-not-load-the-service',
      severity: 'error',
      from: { path: '^(core|plugins|adapters|app)/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(core|plugins|adapters|app|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.tsx?$|/__fixtures__/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
