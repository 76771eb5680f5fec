import { InputError } from "@/lib/errors/input-error";

/**
 * Huge but valid inputs can overflow double range; an Infinity or NaN in a
 * money answer is worse than a clear error naming the input that caused it.
 */
export function assertFinite(value: number, field: string, message?: string): number {
  if (!Number.isFinite(value)) {
    throw new InputError(field, message ?? `${field} is too large: the result exceeds the range of a double-precision number`);
  }
  return value;
}
