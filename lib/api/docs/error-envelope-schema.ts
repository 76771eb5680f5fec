import { z } from "zod";
import { API_ERROR_CODES } from "@/lib/errors/error-codes";

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES as [string, ...string[]]).describe("Stable error code; see the error table."),
      message: z.string().describe("Human-readable summary."),
      hint: z.string().optional().describe("What to change, when the server can tell."),
      docs: z.url().describe("Absolute URL of this code's section in /api/docs."),
    }),
  })
  .describe("Error");
