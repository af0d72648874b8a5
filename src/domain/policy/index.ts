// The access policy as one module for the server's hooks (compiled by
// scripts/lib/hooks-lib.mjs into pb_hooks/lib/generated/policy.js).
export * from './access';
export * from './fields';
export * from './sql';
export * from './pages';
export * from './shared';
