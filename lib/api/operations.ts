import type { z } from "zod";
import { DemoRequestAcceptedSchema, DemoRequestSchema } from "@/lib/demo-requests/schema";
import type { ApiErrorCode } from "@/lib/errors/error-codes";
import { HealthSchema } from "@/lib/health/health";
import { DeliverySweepSchema, LEAD_DELIVERY_CRON_PATH } from "@/lib/leads/delivery-sweep-schema";
import type { RateLimitPolicyName } from "@/lib/ratelimit/policies";

export interface Deprecation {
  /** ISO date the operation was deprecated. */
  since: string;
  /** ISO date of retirement, once scheduled (at least 6 months after announcement). */
  sunset?: string;
  /** Path of the replacement operation. */
  successor?: string;
}

export interface ApiOperation {
  id: string;
  method: "GET" | "POST";
  /** Canonical path first; the rest are permanent aliases with identical behaviour. */
  paths: readonly string[];
  summary: string;
  description: string;
  tag: "Leads" | "Status" | "Reference";
  requestBody?: { schema: z.ZodType; example: unknown };
  success: { status: number; description: string; mediaType: string; schema?: z.ZodType; example?: unknown };
  errors: readonly ApiErrorCode[];
  /** A stricter policy on top of the global `/api` limit; its window is the one the counter headers show. */
  limit?: RateLimitPolicyName;
  /** Whether responses carry the per-IP counter headers. */
  counterHeaders: boolean;
  /** `Idempotency-Key` accepted. */
  idempotent?: boolean;
  /** Optional bearer token accepted. */
  optionalBearer?: boolean;
  /** `false` when the Authorization header carries the scheduler's secret (the Cron Job), never an agent token. */
  agentToken?: false;
  deprecation?: Deprecation;
}

const COMMON_ERRORS = ["RATE_LIMITED", "INVALID_TOKEN", "METHOD_NOT_ALLOWED", "INTERNAL_ERROR"] as const;
/** Any request that presents a bearer token needs storage to check it; while storage is away that is a 503. */
const TOKEN_CHECK_UNAVAILABLE = "DB_UNAVAILABLE";

/**
 * The route table of the public API: the pipeline (methods, limits, counter
 * headers, deprecation headers), the OpenAPI document and /api/docs all read
 * it. Route modules under `app/api` name their operation by `id`.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    id: "createDemoRequest",
    method: "POST",
    paths: ["/api/v1/demo-request", "/api/demo-request"],
    summary: "Request a product demo",
    description:
      "Stores a demo request from the site's form, with its consent record (the privacy notice's version, the time, the source and the marketing opt-in) and attribution, and tells the sales team right after answering (signed webhook and/or email; see Lead delivery). The pair (email, tool) may be submitted once. Send an `Idempotency-Key` so a retry after a network failure or 5xx can never create a second lead.",
    tag: "Leads",
    requestBody: {
      schema: DemoRequestSchema,
      example: {
        name: "Asha Menon",
        email: "asha@builders.example",
        tool: "platform",
        phone: "+91 98450 12345",
        company: "Menon Builders",
        marketing_opt_in: false,
        utm_source: "newsletter",
        landing_page: "/calculators/stamp-duty",
      },
    },
    success: {
      status: 200,
      description: "Stored. A replay of an earlier answer carries `Idempotency-Replayed: true`.",
      mediaType: "application/json",
      schema: DemoRequestAcceptedSchema,
      example: {
        id: "dr_0b9c1f9e-8a51-4d1e-9d53-0f4f3c2a7b10",
        status: "received",
        tool: "platform",
        received_at: "2026-11-22T10:00:00.000Z",
      },
    },
    errors: [
      "INVALID_PAYLOAD",
      "MISSING_FIELDS",
      "INVALID_FIELDS",
      "INVALID_EMAIL",
      "DISPOSABLE_EMAIL",
      "HONEYPOT_TRIGGERED",
      "INVALID_IDEMPOTENCY_KEY",
      "DUPLICATE_REQUEST",
      "IDEMPOTENCY_KEY_IN_USE",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "IDEMPOTENCY_KEY_REUSED",
      "DB_NOT_CONFIGURED",
      "DB_NOT_INITIALIZED",
      "DB_UNAVAILABLE",
      ...COMMON_ERRORS,
    ],
    limit: "demoRequest",
    counterHeaders: true,
    idempotent: true,
    optionalBearer: true,
  },
  {
    id: "getHealth",
    method: "GET",
    paths: ["/api/v1/health", "/api/health"],
    summary: "Service health",
    description:
      "Cheap liveness and readiness signal; never waits for storage. With a valid access token the answer adds the `agent` block.",
    tag: "Status",
    success: { status: 200, description: "Health.", mediaType: "application/json", schema: HealthSchema, example: { status: "ok" } },
    errors: [...COMMON_ERRORS, TOKEN_CHECK_UNAVAILABLE],
    counterHeaders: true,
    optionalBearer: true,
  },
  {
    id: "sweepLeadDeliveries",
    method: "GET",
    paths: [LEAD_DELIVERY_CRON_PATH],
    summary: "Retry due lead deliveries (scheduler only)",
    description:
      "Called by the deployment's Vercel Cron Job with `Authorization: Bearer <CRON_SECRET>`: takes every due lead delivery job from the queue (pg-boss) and makes its attempt, and hands out again the jobs of attempts that died. Self-hosted servers run delivery workers instead and never need it. Not for API clients.",
    tag: "Leads",
    success: {
      status: 200,
      description: "The due deliveries were attempted.",
      mediaType: "application/json",
      schema: DeliverySweepSchema,
      example: { attempted: 2, delivered: 1, failed: 1 },
    },
    errors: [
      "CRON_SECRET_REQUIRED",
      "DB_NOT_CONFIGURED",
      "DB_NOT_INITIALIZED",
      "DB_UNAVAILABLE",
      "RATE_LIMITED",
      "METHOD_NOT_ALLOWED",
      "INTERNAL_ERROR",
    ],
    counterHeaders: true,
    agentToken: false,
  },
  {
    id: "getApiDocs",
    method: "GET",
    paths: ["/api/docs"],
    summary: "API reference (Markdown)",
    description: "This reference as Markdown. Rate-limited, without counter headers.",
    tag: "Reference",
    success: { status: 200, description: "The reference.", mediaType: "text/markdown" },
    errors: ["RATE_LIMITED", "INVALID_TOKEN", "METHOD_NOT_ALLOWED", TOKEN_CHECK_UNAVAILABLE],
    counterHeaders: false,
  },
  {
    id: "getOpenApi",
    method: "GET",
    paths: ["/api/openapi.json"],
    summary: "OpenAPI document",
    description: "This API as OpenAPI 3.0. Rate-limited, without counter headers.",
    tag: "Reference",
    success: { status: 200, description: "The OpenAPI document.", mediaType: "application/openapi+json" },
    errors: ["RATE_LIMITED", "INVALID_TOKEN", "METHOD_NOT_ALLOWED", TOKEN_CHECK_UNAVAILABLE],
    counterHeaders: false,
  },
];

let extraOperations: ApiOperation[] = [];

export function allOperations(): readonly ApiOperation[] {
  return extraOperations.length ? [...API_OPERATIONS, ...extraOperations] : API_OPERATIONS;
}

export function findOperation(id: string): ApiOperation | undefined {
  return allOperations().find((operation) => operation.id === id);
}

/** Tests register a deprecated operation to exercise the deprecation machinery without retiring a real one. */
export function setExtraOperationsForTesting(operations: ApiOperation[]): void {
  extraOperations = operations;
}
