export { idempotencyKeyOf, fingerprintOf } from "./idempotency-key";
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  IN_FLIGHT_LOCK_SECONDS,
  KEY_MEMORY_HOURS,
  type Claim,
} from "./claim";
