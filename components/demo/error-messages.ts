import type { ApiErrorCode } from "@/lib/errors/error-codes";

/** The `demo` messages' translator, as `useTranslations("demo")` or `translator(locale, "demo")` gives it. */
type DemoWords = (key: string, values?: Record<string, string | number>) => string;

/** The API error codes the form explains in its own words; any other reads as `UNKNOWN`. */
const EXPLAINED: ReadonlySet<string> = new Set<ApiErrorCode | "NETWORK_ERROR">([
  "DUPLICATE_REQUEST",
  "RATE_LIMITED",
  "MISSING_FIELDS",
  "INVALID_EMAIL",
  "DISPOSABLE_EMAIL",
  "INVALID_FIELDS",
  "HONEYPOT_TRIGGERED",
  "DB_UNAVAILABLE",
  "IDEMPOTENCY_KEY_IN_USE",
  "PAYLOAD_TOO_LARGE",
  "NETWORK_ERROR",
]);

/** How each API error reads to a person filling in the form, in the form's language. */
export function humanMessage(t: DemoWords, code: string, retryAfterSeconds?: number): string {
  const wait =
    retryAfterSeconds === undefined
      ? t("waitSoon")
      : retryAfterSeconds >= 120
        ? t("waitMinutes", { count: Math.ceil(retryAfterSeconds / 60) })
        : t("waitSeconds", { count: retryAfterSeconds });
  return EXPLAINED.has(code) ? t(code, { wait }) : t("UNKNOWN");
}
