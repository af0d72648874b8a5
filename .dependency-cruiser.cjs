// The layers of ARCHITECTURE.md, checked on the resolved module graph of src/
// by `npm run lint` (tests/unit/lint-boundaries.test.ts shows each rule
// refusing and allowing): screens reach data only through src/data's hooks and
// actions, src/domain imports nothing outside itself but a few pure libraries,
// and no modules import each other in a cycle, type-only imports included.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Modules import each other in a cycle: the order in which they run then depends on which is imported first, and the ' +
        'layers blur. Move what both sides need (often a type) into a module both import. A lazy import() (a route) does ' +
        'not run its module at load time and does not count.',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'screens-reach-data-through-hooks',
      severity: 'error',
      comment:
        'Screens (src/routes, src/components) never touch the database or the PocketBase client: they read and write ' +
        'through a hook or an action from src/data; see ARCHITECTURE.md.',
      from: { path: '^src/(routes|components)/' },
      to: { path: ['(^|/)node_modules/(dexie|dexie-react-hooks|pocketbase)/', '^src/data/(db|server/client|server/api)([./]|$)'] },
    },
    {
      name: 'domain-is-plain-typescript',
      severity: 'error',
      comment:
        'src/domain imports nothing outside itself (no React, Dexie, network or app modules) but the pure libraries ' +
        'listed here: it runs on the device and, compiled, in the server hooks.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'domain-imports-itself-relatively',
      severity: 'error',
      comment:
        "src/domain imports its own modules by relative paths: the hooks' compile step " +
        '(scripts/lib/hooks-lib.mjs) bundles it without the #/ alias.',
      from: { path: '^src/domain/' },
      to: { path: '^src/domain/', dependencyTypes: ['aliased'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a cycle of types still ties the layers together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
