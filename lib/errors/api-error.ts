import { API_ERRORS, type ApiErrorCode } from "./error-codes";

/** The one error type API code throws; `errorResponse` turns it into the envelope. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly hint: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    options: { hint?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? API_ERRORS[code].title, { cause: options.cause });
    this.status = API_ERRORS[code].status;
    this.hint = options.hint;
    this.headers = options.headers ?? {};
  }
}
