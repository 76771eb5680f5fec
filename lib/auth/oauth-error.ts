import { OAUTH_ERRORS, type OAuthErrorCode } from "./oauth-error-codes";

/** The one error type the identity and token endpoints throw; `oauthRoute` renders it. */
export class OAuthError extends Error {
  override name = "OAuthError";
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    options: { status?: number; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(description, { cause: options.cause });
    this.status = options.status ?? OAUTH_ERRORS[code].status;
    this.headers = options.headers ?? {};
  }
}
