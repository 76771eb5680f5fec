import { describe, expect, it } from "vitest";
import { isDisposableDomain } from "@/lib/demo-requests/is-disposable-domain";

describe("isDisposableDomain", () => {
  it("catches a listed provider and any subdomain of it, in any case, with or without the root dot", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("inbox.mailinator.com")).toBe(true);
    expect(isDisposableDomain("a.b.c.mailinator.com")).toBe(true);
    expect(isDisposableDomain(" MailInator.COM. ")).toBe(true);
  });

  it("passes ordinary domains, bare TLDs and domains that only contain a listed name as a label", () => {
    expect(isDisposableDomain("builders.example.com")).toBe(false);
    expect(isDisposableDomain("com")).toBe(false);
    expect(isDisposableDomain("")).toBe(false);
    expect(isDisposableDomain("mailinator.com.example.org")).toBe(false);
    expect(isDisposableDomain("gmail.com")).toBe(false);
  });
});
