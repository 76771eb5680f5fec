/**
 * The time the agent identity flow runs on. Every expiry (assertion,
 * registration, token) is computed and compared against this clock rather
 * than the database's `now()`, so tests can move time forward and the same
 * instant is used for signing, storing and checking.
 */
let override: (() => Date) | undefined;

export function clockNow(): Date {
  return override ? override() : new Date();
}

/** A fixed instant, a function of real time, or `undefined` for the real clock. */
export function setClockForTesting(clock: Date | (() => Date) | undefined): void {
  override = clock instanceof Date ? () => new Date(clock.getTime()) : clock;
}
