import { ApiError } from "@/lib/api/api-error";

export interface AgentIdentity {
  registrationId: string;
  scope: string;
}

/**
 * Resolves an optional `Authorization: Bearer` token. No header: anonymous.
 * Until token issuance exists every presented token is unknown, hence invalid.
 */
export async function authenticateRequest(request: Request): Promise<AgentIdentity | undefined> {
  if (!request.headers.has("authorization")) return undefined;
  throw new ApiError("INVALID_TOKEN");
}
