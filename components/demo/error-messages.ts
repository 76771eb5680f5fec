import type { ApiErrorCode } from "@/lib/errors/error-codes";

/** How each API error reads to a person filling in the form. */
export function humanMessage(code: string, retryAfterSeconds?: number): string {
  const wait =
    retryAfterSeconds === undefined
      ? "a little while"
      : retryAfterSeconds >= 120
        ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
        : `${retryAfterSeconds} seconds`;
  const messages: Partial<Record<ApiErrorCode, string>> = {
    DUPLICATE_REQUEST:
      "You have already requested a demo of this with this email address. Our team has it and will be in touch, so there is no need to send it again.",
    RATE_LIMITED: `Too many requests have come from your network. Please try again in ${wait}.`,
    MISSING_FIELDS: "Please fill in your name and email address.",
    INVALID_EMAIL: "That email address does not look right. Please check it.",
    DISPOSABLE_EMAIL: "Please use a permanent work or personal email address; temporary inboxes are not accepted.",
    INVALID_FIELDS: "One of the fields is too long or in the wrong format. Please check the form.",
    HONEYPOT_TRIGGERED: "Your browser filled in a hidden field. Please clear autofill and try again.",
    DB_UNAVAILABLE: "We could not save your request just now. Please try again in a minute; nothing was lost.",
    IDEMPOTENCY_KEY_IN_USE: "Your request is still being saved. Please wait a moment.",
    PAYLOAD_TOO_LARGE: "Your message is too long. Please shorten it.",
  };
  if (code === "NETWORK_ERROR") return "We could not reach our server. Please check your connection and try again.";
  return messages[code as ApiErrorCode] ?? "Something went wrong on our side and your request was not saved. Please try again in a minute.";
}
