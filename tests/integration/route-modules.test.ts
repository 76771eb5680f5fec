import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_OPERATIONS } from "@/lib/api/operations";
import { HTTP_METHODS, isEdgeRouteHandler } from "@/lib/edge";
import { ENDPOINTS } from "@/lib/endpoints/endpoint-table";

const APP = path.resolve(import.meta.dirname, "../../app");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/.well-known/jwks.json/route.ts` serves `/.well-known/jwks.json`. */
const publicPath = (file: string) => `/${path.relative(APP, path.dirname(file)).split(path.sep).join("/")}`;

/** Every path a table declares: the API's operations, its catch-all, and every other endpoint. */
const DECLARED = new Set([
  ...API_OPERATIONS.flatMap((operation) => operation.paths),
  "/api/[...path]",
  ...Object.values(ENDPOINTS).flatMap((endpoint) => endpoint.paths),
]);

const FILES = routeFiles(APP);

describe("every route module goes through the edge pipeline", () => {
  it("finds the route modules", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FILES.map((file) => [path.relative(APP, file), file]))("%s", async (_name, file) => {
    const module = (await import(file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      expect(isEdgeRouteHandler(module[method]), `${method} is built by edgeRoute`).toBe(true);
    }
    const others = Object.keys(module).filter((name) => !(HTTP_METHODS as readonly string[]).includes(name));
    expect(
      others.every((name) => name === "dynamic"),
      `only route segment options beside the handlers: ${others}`,
    ).toBe(true);
    expect(DECLARED.has(publicPath(file)), `${publicPath(file)} is declared in lib/api/operations.ts or lib/endpoints`).toBe(true);
    expect(readFileSync(file, "utf8").split("\n").length, "a route file stays a few lines").toBeLessThanOrEqual(25);
    // The endpoint's row resolves: the pipeline answers a preflight itself (or refuses it), without a server fault.
    const options = await (module.OPTIONS as (request: Request) => Promise<Response>)(
      new Request(`http://localhost:3000${publicPath(file)}`, { method: "OPTIONS" }),
    );
    expect(options.status).toBeLessThan(500);
    expect(options.headers.get("x-request-id")).toBeTruthy();
  });
});
