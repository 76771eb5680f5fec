/**
 * Input that passed its schema but that the work cannot use: a unit with no
 * value in the chosen region, a result beyond double range, an unknown
 * document id. Carries the offending field, so each surface can point at it
 * (a web form marks the field, a tool server answers an `isError` result).
 */
export class InputError extends Error {
  override name = "InputError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
