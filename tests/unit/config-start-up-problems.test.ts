import { describe, expect, it } from "vitest";
import { startUpProblems } from "@/lib/config/start-up-problems";

/** What `npm start` (through the build's start-up check) and `npm run worker` refuse to start with. */
describe("start-up problems", () => {
  const production = {
    NODE_ENV: "production",
    BASE_URL: "https://landworks.example",
    PRIVACY_CONTACT_EMAIL: "grievance@landworks.example",
  };

  it("none for a complete production started with the address it was built for", () => {
    expect(startUpProblems(production, "https://landworks.example")).toEqual([]);
  });

  it("an invalid value, naming the variable", () => {
    const problems = startUpProblems({ ...production, LEAD_WEBHOOK_URL: "https://crm.example.com/h", LEAD_WEBHOOK_SECRET: "nope" });
    expect(problems.join("\n")).toMatch(/LEAD_WEBHOOK_SECRET: must be `whsec_`/);
  });

  it("a production without PRIVACY_CONTACT_EMAIL", () => {
    const { PRIVACY_CONTACT_EMAIL: _unset, ...withoutContact } = production;
    expect(startUpProblems(withoutContact).join("\n")).toMatch(/PRIVACY_CONTACT_EMAIL is not set/);
  });

  it("a site address other than the build's, naming the variable and both addresses", () => {
    expect(startUpProblems(production, "http://localhost:3000")).toEqual([
      expect.stringMatching(/^BASE_URL is https:\/\/landworks\.example, but this build's pages were rendered for http:\/\/localhost:3000 /),
    ]);
    const staging = {
      NODE_ENV: "production",
      APP_ENV: "staging",
      BASE_URL: "https://landworks.example",
      STAGING_URL: "https://staging.landworks.example",
    };
    expect(startUpProblems(staging, "https://landworks.example").join("\n")).toMatch(
      /^STAGING_URL is https:\/\/staging\.landworks\.example/,
    );
  });

  it("not two loopback addresses (a local run on another port), nor a build that recorded none", () => {
    expect(startUpProblems({ NODE_ENV: "production", BASE_URL: "http://localhost:4100" }, "http://localhost:3000")).toEqual([]);
    expect(startUpProblems(production)).toEqual([]);
  });
});
