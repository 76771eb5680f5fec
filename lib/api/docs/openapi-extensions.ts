/**
 * Paths outside `/api` that belong in the OpenAPI document (the agent
 * identity endpoints add theirs here).
 */
export function extraOpenApiPaths(): Record<string, unknown> {
  return {};
}
