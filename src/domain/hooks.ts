// The rules the server's hooks share with the app, as one module: compiled by
// scripts/lib/hooks-lib.mjs into pb_hooks/lib/generated/domain.js (CommonJS,
// required inside handlers). Only plain rules here: no zod, React or Dexie.
export * from './policy/access';
export * from './policy/sql';
export { MEMBERSHIPS, isMembership, membershipId, pairId } from './ids';
export * from './profile-fields';
export * from './subscription-machine';
export { packGrants, unpackGrants } from './sync-cursor';
