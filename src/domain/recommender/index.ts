// The recommender, as one module for the device and (compiled by
// scripts/lib/hooks-lib.mjs) the server's chat route.
export {
  recommend,
  lockedTeaser,
  rankPlaces,
  meaningInConversation,
  toRecommendable,
  MAX_PLACES,
  MIN_PLACES,
  type Answer,
  type GuidePersona,
  type RecommendablePlace,
} from './recommend';
export { lockedLine, type LockedPicks } from './locked';
export { distanceFromHere, guideReferencePoint, readNearInput, type NearInput } from './near';
export { planAsked, recommendPlan, type GuidePlan } from './plan';
