// The architecture's import rules (docs/architecture.md, "Folders and what may import what"),
// checked on resolved modules by dependency-cruiser: `npm run check:deps`, part of `npm test`.
// scripts/check-deps.test.ts plants a violation of each rule in a copy of the sources and proves
// the check fails.

/** Tests and the simulator kit they share run the simulator over real sockets; product code never. */
const testCode = '(\\.test\\.tsx?$|/testing/)'
const electronModules = '^node_modules/(electron|electron-store)/'
/** The core's cross-cutting folders, below its areas (docs/architecture.md, "The core, by area"). */
const coreKit = '(http|bridge|settings|vault|logging|errors|security|clock)'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules form no cycle at run time: a cycle makes the load order decide what is undefined. ' +
        'Type-only imports are erased by the compiler and do not count.',
      from: { path: '^src-' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A renderer feature never imports another feature; what two features share lives in ' +
        'src-renderer/lib (or app/ composes them).',
      from: { path: '^src-renderer/features/([^/]+)/' },
      to: { path: '^src-renderer/features/', pathNot: '^src-renderer/features/$1/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment:
        'app/ composes the features; a feature never reaches back up into it. What a feature needs ' +
        'from the shell (a window URL, the workspace) lives in src-renderer/lib.',
      from: { path: '^src-renderer/features/' },
      to: { path: '^src-renderer/app/' },
    },
    {
      name: 'lib-below-features',
      severity: 'error',
      comment:
        'src-renderer/lib and components are what the features share: they import no feature and ' +
        'not app/ (shared test data lives in src-renderer/testing).',
      from: { path: '^src-renderer/(lib|components)/' },
      to: { path: '^src-renderer/(features|app)/' },
    },
    {
      name: 'app-uses-feature-index',
      severity: 'error',
      comment:
        "app/ sees a feature only through its index.ts, so a feature's insides can move without " +
        'touching the shell.',
      from: { path: '^src-renderer/app/' },
      to: { path: '^src-renderer/features/[^/]+/', pathNot: '^src-renderer/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'preload-only-shared-and-electron',
      severity: 'error',
      comment: 'The sandboxed preload exposes the contract over IPC: src-shared and electron only.',
      from: { path: '^src-preload/', pathNot: testCode },
      to: { pathNot: '^(src-preload/|src-shared/|node_modules/electron/)' },
    },
    {
      name: 'electron-only-in-shell',
      severity: 'error',
      comment:
        'Only the Electron shell (and the preload) load electron; everything else runs in plain ' +
        'Node or a browser, where loading it fails (electron-store loads it too).',
      from: { pathNot: '^(src-main/shell/|src-preload/)' },
      to: { path: electronModules },
    },
    {
      name: 'web-shell-not-electron-shell-or-sim',
      severity: 'error',
      comment: 'The web shell hosts the core; it never reaches the Electron shell or the simulator.',
      from: { path: '^src-main/web/' },
      to: { path: '^(src-main/shell/|src-sim/)' },
    },
    {
      name: 'core-knows-no-shell',
      severity: 'error',
      comment: 'The core serves both shells and knows neither, nor the preload or the renderer.',
      from: { path: '^src-main/core/' },
      to: { path: '^(src-main/(shell|web)|src-preload|src-renderer)/' },
    },
    {
      name: 'nobody-imports-the-preload',
      severity: 'error',
      comment: 'The preload is an entry of its own, loaded by Electron into each window.',
      from: { path: '^src-', pathNot: '^src-preload/' },
      to: { path: '^src-preload/' },
    },
    {
      name: 'core-sim-only-where-embedded',
      severity: 'error',
      comment:
        'The core talks to any broker over HTTP; only the file that starts the embedded simulator ' +
        'imports src-sim (tests and core/testing may, to run it).',
      from: {
        path: '^src-main/core/',
        pathNot: [testCode, '^src-main/core/profiles/embedded-simulator\\.ts$'],
      },
      to: { path: '^src-sim/' },
    },
    {
      name: 'core-kit-knows-no-area',
      severity: 'error',
      comment:
        "The core's cross-cutting folders sit below the areas and serve them all, so they never " +
        'import an area (board, orders, auth, …) or app/: what both need moves down into the kit.',
      from: { path: `^src-main/core/${coreKit}/`, pathNot: testCode },
      to: { path: '^src-main/core/', pathNot: `^src-main/core/${coreKit}/` },
    },
    {
      name: 'test-kit-only-in-tests',
      severity: 'error',
      comment:
        'testing/ folders hold what tests share (the simulator kit, the Electron fake); product code never imports them.',
      from: { path: '^src-', pathNot: testCode },
      to: { path: '/testing/' },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'src-shared imports nothing from the other source folders.',
      from: { path: '^src-shared/', pathNot: testCode },
      to: { path: '^(src-main|src-sim|src-renderer|src-preload)/' },
    },
    {
      name: 'shared-uses-no-node-builtin',
      severity: 'error',
      comment: 'src-shared runs in the renderer and the preload too: no Node built-in.',
      from: { path: '^src-shared/', pathNot: testCode },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-needs-only-zod',
      severity: 'error',
      comment: 'src-shared is runtime-free: of the packages, zod alone.',
      from: { path: '^src-shared/', pathNot: testCode },
      to: { dependencyTypesNot: ['local', 'core'], pathNot: '^node_modules/zod/' },
    },
    {
      name: 'renderer-only-through-bridge',
      severity: 'error',
      comment: 'The renderer reaches the main process only through the bridge.',
      from: { path: '^src-renderer/' },
      to: { path: '^(src-main|src-sim|src-preload)/' },
    },
    {
      name: 'sim-never-imports-client',
      severity: 'error',
      comment:
        'The simulator shares schemas from src-shared but never the client, so the two cannot agree ' +
        'on a mistake by sharing code.',
      from: { path: '^src-sim/' },
      to: { path: '^(src-main|src-renderer|src-preload)/' },
    },
    {
      name: 'main-needs-only-dependencies',
      severity: 'error',
      comment:
        'The main process and the simulator load their packages from node_modules at run time, so ' +
        'every one is a dependency (what the packaged app carries); the renderer-only packages are ' +
        'devDependencies, bundled by Vite and never shipped. Electron itself is the runtime.',
      from: { path: '^src-(main|sim|shared)/', pathNot: testCode },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only'],
        pathNot: '^node_modules/electron/',
      },
    },
    {
      name: 'sim-no-circular-types-included',
      severity: 'error',
      comment:
        'The simulator has no import cycle, not even through a type-only import: its floors (kit, ' +
        'state, guards, areas, composition) are read from the ground up (docs/simulator.md).',
      from: { path: '^src-sim/' },
      to: { circular: true },
    },
    {
      name: 'sim-kit-imports-nothing-above',
      severity: 'error',
      comment:
        'src-sim/kit is the floor every other one stands on: the server builder, errors, declareRoute, ' +
        'the clock, the fault hooks. It imports nothing of the simulator outside kit/.',
      from: { path: '^src-sim/kit/' },
      to: { path: '^src-sim/', pathNot: '^src-sim/kit/' },
    },
    {
      name: 'sim-state-has-no-http',
      severity: 'error',
      comment:
        'src-sim/state is the simulated world and knows no HTTP: of the simulator it imports only ' +
        'itself and the clock (kit/clock).',
      from: { path: '^src-sim/state/', pathNot: testCode },
      to: { path: '^src-sim/', pathNot: '^src-sim/(state|kit/clock)/' },
    },
    {
      name: 'sim-guards-never-import-areas',
      severity: 'error',
      comment: 'A guard reads the state for the routes; it never reaches a route of an area.',
      from: { path: '^src-sim/guards/' },
      to: { path: '^src-sim/areas/' },
    },
    {
      name: 'sim-areas-apart',
      severity: 'error',
      comment:
        'An area of the simulator never imports another area; what two areas share lives in the ' +
        'state, the guards or the kit.',
      from: { path: '^src-sim/areas/([^/]+)/' },
      to: { path: '^src-sim/areas/', pathNot: '^src-sim/areas/$1/' },
    },
    {
      name: 'sim-areas-only-in-composition',
      severity: 'error',
      comment:
        'Only the composition (src-sim/app.ts, which server.ts starts) imports the areas; tests and ' +
        'testing/ kits may too.',
      from: { path: '^src-sim/', pathNot: [testCode, '^src-sim/areas/', '^src-sim/app\\.ts$'] },
      to: { path: '^src-sim/areas/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves, so no rule above can be dodged by a module the tool cannot see.',
      from: { path: '^src-' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Not node_modules: excluding it would drop the imports of packages (electron among them) before
    // any rule saw them. Links are kept as they are, so a copy whose node_modules is a link to the
    // repository's (scripts/check-deps.test.ts) sees the same paths as the repository.
    exclude: { path: '^(out|dist)/' },
    preserveSymlinks: true,
    // Type-only imports count: `import type` from the core in the preload still couples them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
