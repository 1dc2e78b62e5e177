/** Layering of ARCHITECTURE.md: imports point down only (app -> adapters/plugins -> core). */

/*
 * Core's inner layers (docs/architecture.md, "Core's layers"): each folder of core/ and the folders
 * it may import. Anything else is a rule violation, so a new import that points up or sideways fails
 * `npm test` rather than a review. A folder missing from this table may import nothing of core.
 */
const CORE_LAYERS = {
  util: [],
  accessibility: ['util'],
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
  delivery: ['util', 'errors', 'settings', 'http', 'rules', 'plugins', 'progress', 'accessibility'],
  tracking: ['util', 'errors', 'settings', 'http', 'rules', 'plugins', 'progress', 'delivery', 'accessibility'],
  catalogue: ['util', 'errors', 'plugins', 'delivery', 'tracking'],
  review: ['util', 'errors', 'settings', 'http', 'rules', 'plugins', 'package'],
  certificate: ['util', 'errors', 'settings', 'rules', 'i18n'],
  embedding: ['util', 'rules', 'delivery'],
  player: ['util', 'errors', 'settings', 'i18n', 'http', 'url', 'rules', 'plugins', 'models', 'package', 'progress', 'delivery', 'tracking', 'catalogue', 'accessibility', 'review', 'certificate'],
  cover: ['util', 'errors', 'settings', 'i18n', 'url', 'rules', 'plugins', 'package', 'delivery'],
  di: ['util', 'errors', 'settings', 'i18n', 'http', 'plugins', 'package', 'progress', 'delivery', 'tracking', 'catalogue', 'player', 'review'],
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
    // ── app/ and plugins/: the shared kits and the composition roots (issue 20, item 4) ─────────────
    // Kept together so that the rules for core's inner folders can be added beside them as a block of
    // their own. A shared kit imports no feature: the feature passes what the kit needs in.
    {
      name: 'app-components-import-no-feature',
      comment:
        'app/components/ is the kit every screen shares: it may import itself, the session hooks, the theme, the ' +
        'styles and the UI preferences, never a feature folder (lms/, hosted/, cover/, screens/, …) nor the app\'s root files.',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^app/', pathNot: '^app/(components|hooks|theme|styles)/|^app/uiPreferences\\.ts$' },
    },
    {
      name: 'only-composition-roots-import-adapters',
      comment:
        'The app reaches an adapter only where it is put together: the player\'s root (startPlayer.tsx), the ' +
        'pre-rendered cover\'s entry (cover/coverMain.tsx) and the lists of built-in deliveries and trackers.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/(startPlayer\\.tsx$|cover/coverMain\\.tsx$|delivery/|tracking/)' },
      to: { path: '^adapters/' },
    },
    {
      name: 'a-question-type-imports-no-block-nor-other-type',
      comment: 'Code two question types share is in plugins/questions/shared/; code a question type shares with blocks is in plugins/shared/.',
      severity: 'error',
      from: { path: '^plugins/questions/([^/]+)/' },
      to: { path: '^plugins/(blocks|questions)/', pathNot: '^plugins/questions/(shared|$1)/' },
    },
    {
      name: 'a-block-imports-no-other-block-nor-question-type',
      comment: 'Code two blocks share is in plugins/blocks/shared/; code a block shares with question types is in plugins/shared/.',
      severity: 'error',
      from: { path: '^plugins/blocks/([^/]+)/' },
      to: { path: '^plugins/(blocks|questions)/', pathNot: '^plugins/blocks/(shared|$1)/' },
    },
    {
      name: 'plugins-shared-imports-no-plugin',
      comment: 'plugins/shared/ is below both kinds of plugin folder.',
      severity: 'error',
      from: { path: '^plugins/shared/' },
      to: { path: '^plugins/(blocks|questions)/' },
    },
    // ── end of the app/ and plugins/ block ─────────────────────────────────────────────────────────
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
