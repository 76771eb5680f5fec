import { regexes } from "zod/v4/core";
import { PHONE_MAX_CHARS, PHONE_PATTERN, PHONE_RULE } from "@/lib/demo-requests/patterns";

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

export type DemoFormErrors = Partial<Record<keyof DemoFormValues, string>>;

// The same patterns the API validates with.
const EMAIL = regexes.email;
const PHONE = PHONE_PATTERN;

export function validateDemoForm(values: DemoFormValues): DemoFormErrors {
  const errors: DemoFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = "Please enter your name.";
  else if (name.length > 120) errors.name = "Please keep your name under 120 characters.";
  if (!email) errors.email = "Please enter your email address.";
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = "Please enter a valid email address, like name@company.com.";
  const phone = values.phone.trim();
  if (phone && (phone.length > PHONE_MAX_CHARS || !PHONE.test(phone)))
    errors.phone = `Please enter a phone number: ${PHONE_RULE.replaceAll("`", "")}.`;
  if (values.company.trim().length > 200) errors.company = "Please keep the company name under 200 characters.";
  if (values.message.trim().length > 2000) errors.message = "Please keep your message under 2,000 characters.";
  return errors;
}
