import { z } from "zod";
import { unsetIfBlank } from "@/lib/validation/unset-if-blank";
import { isLoopbackHostname, isLoopbackUrl } from "./loopback";

/**
 * The one place that reads `process.env`. Every value is validated with zod
 * once, on first use (the instrumentation hook touches it at server start, and
 * `npm run build` checks it before building), so a bad environment fails with
 * a message that names the variable instead of surfacing later as a 500.
 * Empty strings count as unset: dashboards and `.env` files often hold `FOO=`.
 */

const optionalString = unsetIfBlank(z.string().trim().optional());

const optionalUrl = unsetIfBlank(
  z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL, e.g. https://example.com" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
);

const databaseUrl = unsetIfBlank(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
    .optional(),
);

/** A plain Redis 6+ or Valkey; `rediss://` for TLS. */
const redisUrl = unsetIfBlank(
  z
    .url({
      protocol: /^rediss?$/,
      message: "must be a redis:// or rediss:// URL, e.g. redis://:password@redis.internal:6379/0",
    })
    .optional(),
);

const jsonWebKey = unsetIfBlank(
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON Web Key (a JSON object); run `npm run keygen`" });
        return z.NEVER;
      }
    })
    .pipe(
      z.looseObject({
        kty: z.string(),
        d: z.string({ message: "must be a private key (the JWK has no `d` member); run `npm run keygen`" }),
        kid: z.string().optional(),
        crv: z.string().optional(),
      }),
    )
    .optional(),
);

const publicKeyList = unsetIfBlank(
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON array of public JWKs" });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.looseObject({ kty: z.string(), kid: z.string() })))
    .optional(),
);

/**
 * One year and thirty days. DPDP Rules 2025, rule 8(3), asks a Data Fiduciary
 * to keep personal data and the logs of its processing for at least one year
 * from the processing; a lead is processed (delivered, answered) in its first
 * weeks, so a year and a month covers the rule and a typical sales cycle, and
 * nothing is kept for a purpose that has lapsed.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 395;

/** Comma-separated values, each trimmed, blanks dropped; unset when none is left. */
function commaList<T extends z.ZodType<string, string>>(item: T) {
  return unsetIfBlank(
    z
      .string()
      .transform((text) =>
        text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(item).min(1))
      .optional(),
  );
}

/** Webhook receivers: `https://`, or `http://` on a loopback host only (a receiver on the same machine). */
const webhookUrl = z.url({ message: "must be an absolute URL" }).refine((text) => {
  if (!URL.canParse(text)) return true; // z.url() has said so already
  const url = new URL(text);
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHostname(url.hostname));
}, "must be https:// (http:// only for loopback hosts such as localhost or 127.0.0.1)");

/** A Standard Webhooks signing secret: `whsec_` and base64 of at least 24 bytes. */
const webhookSecret = unsetIfBlank(
  z
    .string()
    .trim()
    .refine((text) => {
      const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(text);
      return Boolean(match?.[1] && Buffer.from(match[1], "base64").length >= 24);
    }, "must be `whsec_` followed by base64 of at least 24 random bytes, e.g. `whsec_$(openssl rand -base64 32)`")
    .optional(),
);

/**
 * A Web Bot Auth signature agent: an origin (scheme, host, port; no path), `https://`, or
 * `http://` on a loopback host only (a directory on the same machine). Spelled as `URL.origin` does.
 */
const signatureAgentOrigin = z
  .url({ message: "must be absolute origins, comma-separated, e.g. https://chatgpt.com" })
  .refine((text) => {
    if (!URL.canParse(text)) return true; // z.url() has said so already
    const url = new URL(text);
    return url.pathname === "/" && !/[?#]/.test(text) && !url.username && !url.password;
  }, "must be origins only (scheme, host and port; no path, query, fragment or user)")
  .refine((text) => {
    if (!URL.canParse(text)) return true;
    const url = new URL(text);
    return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHostname(url.hostname));
  }, "must be https:// origins (http:// only for loopback hosts such as localhost or 127.0.0.1)")
  .transform((text) => new URL(text).origin);

const smtpUrl = unsetIfBlank(
  z
    .url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465" })
    .optional(),
);

const emailAddress = z.email({ message: "must be email addresses, comma-separated" });

const otlpProtocol = unsetIfBlank(
  z.enum(["http/protobuf", "http/json"], { message: "must be http/protobuf or http/json (gRPC is not supported)" }).optional(),
);

/** OTLP's `key1=value1,key2=value2` list, values percent-encoded (as the OpenTelemetry SDKs read it). */
const otlpHeaders = unsetIfBlank(
  z
    .string()
    .transform((text, ctx) => {
      const headers: Record<string, string> = {};
      for (const pair of text.split(",")) {
        const separator = pair.indexOf("=");
        const name = pair.slice(0, separator).trim();
        if (separator < 1 || name === "") {
          ctx.addIssue({ code: "custom", message: "must be a comma-separated list of name=value pairs" });
          return z.NEVER;
        }
        try {
          headers[name] = decodeURIComponent(pair.slice(separator + 1).trim());
        } catch {
          ctx.addIssue({ code: "custom", message: "has a value that is not valid percent-encoding" });
          return z.NEVER;
        }
      }
      return headers;
    })
    .optional(),
);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Which deployment this is. On Vercel it is derived from VERCEL_ENV. */
    APP_ENV: unsetIfBlank(z.enum(["production", "staging", "development"]).optional()),
    BASE_URL: optionalUrl,
    STAGING_URL: optionalUrl,
    DATABASE_URL: databaseUrl,
    /** The shared rate-limit store on a plain Redis or Valkey (self-hosted). */
    REDIS_URL: redisUrl,
    /** The shared rate-limit store on Upstash's REST API (Vercel). */
    KV_REST_API_URL: optionalUrl,
    KV_REST_API_TOKEN: optionalString,
    UPSTASH_REDIS_REST_URL: optionalUrl,
    UPSTASH_REDIS_REST_TOKEN: optionalString,
    AUTH_SIGNING_KEY: jsonWebKey,
    /** Public JWKs of retired signing keys, still trusted until their assertions expire. */
    AUTH_PREVIOUS_KEYS: publicKeyList,
    DATA_DIR: optionalString,
    TRUST_PROXY: unsetIfBlank(z.enum(["0", "1"], { message: "must be 1 (trust X-Real-IP / X-Forwarded-For) or 0" }).optional()),
    /** Optional allow-list of browser origins for the tool servers; unset accepts every origin. */
    MCP_ALLOWED_ORIGINS: optionalString,
    /** Signature agents whose Web Bot Auth signatures are verified (their key directories are fetched); comma-separated origins. */
    WEB_BOT_AUTH_TRUSTED_AGENTS: commaList(signatureAgentOrigin),
    /** Where each new lead is sent as a signed webhook; one or more, comma-separated. */
    LEAD_WEBHOOK_URL: commaList(webhookUrl),
    LEAD_WEBHOOK_SECRET: webhookSecret,
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: commaList(emailAddress),
    LEAD_NOTIFY_FROM: unsetIfBlank(z.string().trim().optional()),
    /** Days a lead is kept before the background pruning erases it. */
    LEAD_RETENTION_DAYS: unsetIfBlank(
      z.coerce
        .number({ message: "must be a whole number of days" })
        .int("must be a whole number of days")
        .min(1, "must be at least 1")
        .max(3650, "must be at most 3650 (ten years)")
        .default(DEFAULT_LEAD_RETENTION_DAYS),
    ),
    /** Where lead deliveries are attempted on a self-hosted server: see `AppConfig.deliveryWorker`. */
    DELIVERY_WORKER: unsetIfBlank(z.enum(["process", "inline", "external"], { message: "must be process, inline or external" }).optional()),
    PRIVACY_CONTACT_EMAIL: unsetIfBlank(emailAddress.optional()),
    /** Vercel sends it as `Authorization: Bearer …` on every Cron Job invocation. */
    CRON_SECRET: unsetIfBlank(z.string().trim().min(16, "must be at least 16 characters").optional()),
    /** OTLP/HTTP collector for traces (the `/v1/traces` path is appended); unset: no export. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    /** The full traces URL, used as given; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
    OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol,
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol,
    OTEL_EXPORTER_OTLP_HEADERS: otlpHeaders,
    OTEL_EXPORTER_OTLP_TRACES_HEADERS: otlpHeaders,
    VERCEL: optionalString,
    VERCEL_ENV: unsetIfBlank(z.enum(["production", "preview", "development"]).optional()),
    VERCEL_URL: optionalString,
    VERCEL_BRANCH_URL: optionalString,
    VERCEL_PROJECT_PRODUCTION_URL: optionalString,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.KV_REST_API_URL) !== Boolean(env.KV_REST_API_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: [env.KV_REST_API_URL ? "KV_REST_API_TOKEN" : "KV_REST_API_URL"],
        message: "KV_REST_API_URL and KV_REST_API_TOKEN must be set together",
      });
    }
    if (Boolean(env.UPSTASH_REDIS_REST_URL) !== Boolean(env.UPSTASH_REDIS_REST_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: [env.UPSTASH_REDIS_REST_URL ? "UPSTASH_REDIS_REST_TOKEN" : "UPSTASH_REDIS_REST_URL"],
        message: "UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN must be set together",
      });
    }
    if (env.DELIVERY_WORKER && env.DELIVERY_WORKER !== "inline" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DELIVERY_WORKER"],
        message: "must be inline (or unset) without DATABASE_URL: the embedded store opens in one process only",
      });
    }
    const restVariables = env.KV_REST_API_URL ? "KV_REST_API_URL/KV_REST_API_TOKEN" : "UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN";
    if (env.REDIS_URL && (env.KV_REST_API_URL || env.UPSTASH_REDIS_REST_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["REDIS_URL"],
        message: `cannot be set together with ${restVariables}: the rate-limit store is a plain Redis (REDIS_URL) or Upstash over REST, not both; unset one`,
      });
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEAD_WEBHOOK_SECRET"], message: "is required when LEAD_WEBHOOK_URL is set" });
    }
    const mail = { SMTP_URL: env.SMTP_URL, LEAD_NOTIFY_TO: env.LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM: env.LEAD_NOTIFY_FROM };
    const missingMail = Object.entries(mail).filter(([, value]) => !value);
    if (missingMail.length > 0 && missingMail.length < 3) {
      for (const [name] of missingMail) {
        ctx.addIssue({ code: "custom", path: [name], message: "SMTP_URL, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM must be set together" });
      }
    }
  });

type RawEnv = z.infer<typeof EnvSchema>;

export type DeploymentKind = "production" | "staging" | "development";

/**
 * Where traces go: an OTLP/HTTP collector, or Vercel's own trace collection
 * (Trace Drains, Session Tracing). Unset: no tracing SDK is loaded at all.
 */
export type TracingConfig =
  | { exporter: "otlp"; url: string; protocol: "http/protobuf" | "http/json"; headers: Record<string, string> }
  | { exporter: "vercel" };

export interface AppConfig {
  nodeEnv: RawEnv["NODE_ENV"];
  deployment: DeploymentKind;
  /** Base address of the environment this process serves; every absolute URL is built from it. */
  siteUrl: string;
  productionUrl: string;
  stagingUrl: string;
  isStaging: boolean;
  /** Whether plain-HTTP requests are redirected to HTTPS (never for localhost). */
  enforceHttps: boolean;
  onVercel: boolean;
  databaseUrl: string | undefined;
  /** The shared rate-limit store on a plain Redis or Valkey (REDIS_URL). */
  redisUrl: string | undefined;
  /** The shared rate-limit store on Upstash's REST API (KV_REST_API_* or UPSTASH_REDIS_REST_*). */
  redis: { url: string; token: string } | undefined;
  signingKey: Record<string, unknown> | undefined;
  previousPublicKeys: Array<Record<string, unknown>>;
  dataDir: string;
  trustProxy: boolean;
  mcpAllowedOrigins: string[] | undefined;
  /** Origins whose Web Bot Auth signatures are verified (see docs/agent-identity.md); empty: none is. */
  webBotAuthTrustedAgents: string[];
  tracing: TracingConfig | undefined;
  leads: LeadConfig;
  /** Published on /privacy as the grievance contact (required in production; elsewhere `privacy@<host>`). */
  privacyContactEmail: string;
  /** Whether PRIVACY_CONTACT_EMAIL was set (a production deployment refuses to start without it). */
  privacyContactEmailSet: boolean;
  cronSecret: string | undefined;
  /**
   * Where lead delivery attempts run. `process`: a worker process
   * `npm start` starts beside the web server (the default with DATABASE_URL).
   * `inline`: in the web process (the default, and the only choice, on the
   * embedded store). `external`: only in `npm run worker` processes run
   * apart. `serverless` (Vercel): right after each response and in the Cron
   * route.
   */
  deliveryWorker: "process" | "inline" | "external" | "serverless";
}

/** Where new leads are sent, and how long they are kept. */
export interface LeadConfig {
  webhook: { urls: string[]; secret: string } | undefined;
  email: { smtpUrl: string; to: string[]; from: string } | undefined;
  retentionDays: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`).join("\n");
}

function withScheme(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `https://${host.replace(/\/+$/, "")}`;
}

export function parseConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${formatIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const onVercel = env.VERCEL === "1";

  const deployment: DeploymentKind =
    env.APP_ENV ??
    (onVercel
      ? env.VERCEL_ENV === "production"
        ? "production"
        : env.VERCEL_ENV === "preview"
          ? "staging"
          : "development"
      : env.NODE_ENV === "production" && env.BASE_URL && !isLoopbackUrl(env.BASE_URL)
        ? "production"
        : "development");

  const productionUrl = env.BASE_URL ?? withScheme(env.VERCEL_PROJECT_PRODUCTION_URL) ?? "http://localhost:3000";
  const previewUrl = withScheme(env.VERCEL_BRANCH_URL ?? env.VERCEL_URL);
  const stagingUrl = env.STAGING_URL ?? (onVercel && previewUrl ? previewUrl : productionUrl);
  const isStaging = deployment === "staging";
  // A Vercel preview answers on its own deployment URL; STAGING_URL names the stable staging alias.
  const siteUrl = isStaging ? (env.STAGING_URL ?? previewUrl ?? stagingUrl) : productionUrl;

  return {
    nodeEnv: env.NODE_ENV,
    deployment,
    siteUrl,
    productionUrl,
    stagingUrl,
    isStaging,
    enforceHttps: deployment !== "development" && !isLoopbackUrl(siteUrl),
    onVercel,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redis:
      env.KV_REST_API_URL && env.KV_REST_API_TOKEN
        ? { url: env.KV_REST_API_URL, token: env.KV_REST_API_TOKEN }
        : env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN
          ? { url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN }
          : undefined,
    signingKey: env.AUTH_SIGNING_KEY,
    previousPublicKeys: env.AUTH_PREVIOUS_KEYS ?? [],
    dataDir: env.DATA_DIR ?? ".data",
    trustProxy: env.TRUST_PROXY === "1" || onVercel,
    mcpAllowedOrigins: env.MCP_ALLOWED_ORIGINS?.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    webBotAuthTrustedAgents: [...new Set(env.WEB_BOT_AUTH_TRUSTED_AGENTS ?? [])],
    leads: {
      webhook:
        env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { urls: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET } : undefined,
      email:
        env.SMTP_URL && env.LEAD_NOTIFY_TO && env.LEAD_NOTIFY_FROM
          ? { smtpUrl: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM }
          : undefined,
      retentionDays: env.LEAD_RETENTION_DAYS,
    },
    deliveryWorker: onVercel ? "serverless" : (env.DELIVERY_WORKER ?? (env.DATABASE_URL ? "process" : "inline")),
    privacyContactEmail: env.PRIVACY_CONTACT_EMAIL ?? `privacy@${new URL(productionUrl).hostname}`,
    privacyContactEmailSet: env.PRIVACY_CONTACT_EMAIL !== undefined,
    cronSecret: env.CRON_SECRET,
    tracing: tracingConfig(env, onVercel),
  };
}

function tracingConfig(env: RawEnv, onVercel: boolean): TracingConfig | undefined {
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` : undefined);
  if (url) {
    return {
      exporter: "otlp",
      url,
      protocol: env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf",
      headers: { ...env.OTEL_EXPORTER_OTLP_HEADERS, ...env.OTEL_EXPORTER_OTLP_TRACES_HEADERS },
    };
  }
  return onVercel ? { exporter: "vercel" } : undefined;
}

/**
 * What a deployed environment lacks. Missing pieces that would lose data on a
 * serverless platform are fatal there; the rest are warnings.
 */
export function deploymentProblems(config: AppConfig): { fatal: string[]; warnings: string[] } {
  const fatal: string[] = [];
  const warnings: string[] = [];
  if (config.deployment === "development") return { fatal, warnings };
  if (config.deployment === "production" && !config.privacyContactEmailSet) {
    // The notice must name a mailbox someone reads; an address made from the host name may reach no one.
    fatal.push("PRIVACY_CONTACT_EMAIL is not set: the privacy notice must name a grievance address someone reads; set it to that mailbox");
  }
  const serverless = config.onVercel;
  if (!config.databaseUrl) {
    const message = "DATABASE_URL is not set: demo requests and agent registrations would live in the embedded store under DATA_DIR";
    (serverless ? fatal : warnings).push(serverless ? `${message}, which a serverless instance loses; set DATABASE_URL` : message);
  }
  if (!config.signingKey) {
    const message = "AUTH_SIGNING_KEY is not set: a key is generated under DATA_DIR";
    (serverless ? fatal : warnings).push(
      serverless ? `${message}, which differs per serverless instance, so assertions would not verify; run \`npm run keygen\`` : message,
    );
  }
  if (!config.redisUrl && !config.redis) {
    warnings.push(
      "No shared rate-limit store (REDIS_URL, or KV_REST_API_URL/KV_REST_API_TOKEN or UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN on Vercel): limits are counted per instance",
    );
  }
  return { fatal, warnings };
}

/**
 * What the start-up log says about lead delivery: with no channel, leads are
 * stored but no one is told (loud in production); on Vercel without
 * CRON_SECRET, retries never run.
 */
export function leadDeliveryNotice(config: AppConfig): { level: "info" | "warn"; message: string } | undefined {
  if (!config.leads.webhook && !config.leads.email) {
    const message =
      "no lead delivery channel is configured (LEAD_WEBHOOK_URL, or SMTP_URL with LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM): demo requests are stored, but no one will be told of them";
    return config.deployment === "production" ? { level: "warn", message: `LOUD WARNING: ${message}` } : { level: "info", message };
  }
  if (config.onVercel && !config.cronSecret) {
    return {
      level: "warn",
      message: "CRON_SECRET is not set: the Cron Job that retries lead deliveries is refused, so only first attempts are made",
    };
  }
  return undefined;
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests switch environments (staging, trusted proxy) without restarting the process. */
export function setConfigForTesting(overrides: Record<string, string | undefined> | undefined): void {
  cached = overrides ? parseConfig({ ...process.env, ...overrides }) : undefined;
}
