/** Layering of ARCHITECTURE.md: imports point down only (app -> adapters/plugins -> core). */

/*
 * Core's inner layers (docs/architecture.md, "Core's layers"): each folder of core/ and the folders
 * it may import. Anything else is a rule violation, so a new import that points up or sideways fails
 * `npm test` rather than a review. A folder missing from this table may import nothing of core.
 */
const CORE_LAYERS = {
  util: [],
  errors: ['util'],
  settings: ['util'],
  i18n: ['util', 'errors'],
  http: ['util', 'errors'],
  url: ['util', 'errors'],
  rules: ['util', 'errors', 'settings'],
  plugins: ['util', 'errors'],
  models: ['util', 'errors', 'settings', 'rules', 'plugins'],
  package: ['util', 'errors', 'settings', 'i18n', 'http', 'url', 'rules', 'plugins', 'models'],
  progress: ['util', 'errors', 'settings', 'rules', 'plugins', 'models'],
  delivery: ['util', 'errors', 'settings', 'http', 'rules', 'plugins', 'progress'],
  tracking: ['util', 'errors', 'settings', 'http', 'rules', 'plugins', 'progress', 'delivery'],
  catalogue: ['util', 'errors', 'plugins', 'delivery', 'tracking'],
  player: ['util', 'errors', 'settings', 'i18n', 'http', 'url', 'rules', 'plugins', 'models', 'package', 'progress', 'delivery', 'tracking', 'catalogue'],
  cover: ['util', 'errors', 'settings', 'i18n', 'url', 'rules', 'plugins', 'package', 'delivery'],
  di: ['util', 'errors', 'settings', 'http', 'plugins', 'package', 'progress', 'delivery', 'tracking', 'catalogue', 'player'],
};

const coreLayerRules = Object.entries(CORE_LAYERS).map(([folder, allowed]) => ({
  name: `core-layers: core/${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'nothing of core'}`,
  comment: 'core/index.ts (the public entry) may import every folder; the folders themselves import down only.',
  severity: 'error',
  from: { path: `^core/${folder}/` },
  to: { path: '^core/', pathNot: [`^core/(${[folder, ...allowed].join('|')})/`] },
}));

module.exports = {
  forbidden: [
    ...coreLayerRules,
    {
      name: 'core-folders-have-a-layer',
      comment: 'A new folder of core/ takes its place in CORE_LAYERS before it imports anything of core.',
      severity: 'error',
      from: { path: `^core/(?!(${Object.keys(CORE_LAYERS).join('|')})/)[^/]+/` },
      to: { path: '^core/' },
    },
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
