import { regexes } from "zod/v4/core";
import { PHONE_MAX_CHARS, PHONE_PATTERN } from "@/lib/demo-requests/patterns";

/**
 * The server's rules, checked in the browser first so people see problems
 * beside the field instead of after a round trip. The server stays the
 * authority (disposable domains, duplicates).
 */
export interface DemoFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  tool: string;
  message: string;
}

/** What is wrong with a field, as the key of its sentence in the `demo` messages. */
export type DemoFormProblem =
  | "nameMissing"
  | "nameTooLong"
  | "emailMissing"
  | "emailInvalid"
  | "phoneInvalid"
  | "companyTooLong"
  | "messageTooLong";

/** A field's problem: found in the browser, or the API's refusal of an email address (`INVALID_EMAIL`, `DISPOSABLE_EMAIL`). */
export type DemoFormErrors = Partial<Record<keyof DemoFormValues, DemoFormProblem | "INVALID_EMAIL" | "DISPOSABLE_EMAIL">>;

// The same patterns the API validates with.
const EMAIL = regexes.email;
const PHONE = PHONE_PATTERN;

export function validateDemoForm(values: DemoFormValues): DemoFormErrors {
  const errors: DemoFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = "nameMissing";
  else if (name.length > 120) errors.name = "nameTooLong";
  if (!email) errors.email = "emailMissing";
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = "emailInvalid";
  const phone = values.phone.trim();
  if (phone && (phone.length > PHONE_MAX_CHARS || !PHONE.test(phone))) errors.phone = "phoneInvalid";
  if (values.company.trim().length > 200) errors.company = "companyTooLong";
  if (values.message.trim().length > 2000) errors.message = "messageTooLong";
  return errors;
}
