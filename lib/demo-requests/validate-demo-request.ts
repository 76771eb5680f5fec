import { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { isDisposableDomain } from "./is-disposable-domain";
import { DemoRequestSchema, type DemoRequestInput } from "./schema";
import { isBlank } from "@/lib/validation/unset-if-blank";

const REQUIRED_FIELDS = ["name", "email"] as const;

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim().length > 0;
  return true;
}

// Stricter than RFC 5322 on purpose: what a sales team can actually write to.
const EMAIL = z.email({ pattern: z.regexes.email });

/**
 * Validates a parsed body in a fixed order, so a client always sees the most
 * useful error first: honeypot, missing fields, field rules, email format,
 * disposable domain.
 */
export function validateDemoRequest(body: Record<string, unknown>): DemoRequestInput {
  if (isFilled(body.website)) {
    throw new ApiError("HONEYPOT_TRIGGERED", undefined, { hint: "Leave the `website` field empty." });
  }
  const missing = REQUIRED_FIELDS.filter((field) => isBlank(body[field]));
  if (missing.length > 0) {
    throw new ApiError("MISSING_FIELDS", undefined, { hint: `Required: ${missing.join(", ")}.` });
  }
  const parsed = DemoRequestSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"} ${issue.message}`);
    throw new ApiError("INVALID_FIELDS", undefined, { hint: problems.join("; ") });
  }
  const input = parsed.data;
  const [local = "", domain = ""] = splitEmail(input.email);
  if (!EMAIL.safeParse(input.email).success || local.length > 64) {
    throw new ApiError("INVALID_EMAIL", undefined, { hint: "Use an address like name@company.com." });
  }
  if (isDisposableDomain(domain)) {
    throw new ApiError("DISPOSABLE_EMAIL", undefined, { hint: "Use a permanent work or personal address." });
  }
  return input;
}

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf("@");
  return at < 0 ? [email, ""] : [email.slice(0, at), email.slice(at + 1)];
}

/** The duplicate-detection form of an address: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
