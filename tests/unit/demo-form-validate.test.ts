import { describe, expect, test } from "vitest";
import { validateDemoForm } from "../../components/demo/validate-demo-form";
import { translator } from "../../lib/i18n/messages";
import { PHONE_MAX_CHARS, PHONE_RULE } from "../../lib/demo-requests/patterns";
import { validateDemoRequest } from "../../lib/demo-requests/validate-demo-request";

const form = (phone: string) => validateDemoForm({ name: "A", email: "a@example.org", phone, company: "", tool: "platform", message: "" });
const apiAccepts = (phone: string) => {
  try {
    validateDemoRequest({ name: "A", email: "a@example.org", phone });
    return true;
  } catch {
    return false;
  }
};

describe("demo form: the phone rule is the API's", () => {
  const phones = [
    "1234",
    "+91 98200 00000",
    "+91 (80) 2222-3333",
    "080/2222.3333",
    "123",
    "+123",
    "12+34",
    "12a4",
    "1".repeat(PHONE_MAX_CHARS),
    "1".repeat(PHONE_MAX_CHARS + 1),
  ];

  test("the form refuses exactly the phone numbers the API refuses", () => {
    for (const phone of phones) expect(form(phone).phone === undefined, phone).toBe(apiAccepts(phone));
    expect(phones.filter(apiAccepts).length).toBeGreaterThan(2);
    expect(phones.filter((phone) => !apiAccepts(phone)).length).toBeGreaterThan(2);
  });

  test("its message states the rule in the API's words", () => {
    const t = translator("en", "demo");
    expect(form("12a4").phone).toBe("phoneInvalid");
    expect(t("phoneInvalid", { rule: t("phoneRule") })).toBe(`Please enter a phone number: ${PHONE_RULE.replaceAll("`", "")}.`);
  });
});
