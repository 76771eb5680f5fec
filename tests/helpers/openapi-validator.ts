import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "@/lib/api/docs/openapi";

type Json = Record<string, any>;

/**
 * Checks real responses against the OpenAPI document the service publishes:
 * the status must be documented for the operation, and the body must match
 * that status's schema.
 */
export function createResponseValidator() {
  const document = buildOpenApiDocument() as Json;
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  ajv.addSchema({ components: document.components }, "openapi.json");
  const cache = new Map<string, ValidateFunction>();

  function rewriteRefs(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(rewriteRefs);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key === "$ref" && typeof item === "string" ? `openapi.json${item}` : rewriteRefs(item),
        ]),
      );
    }
    return value;
  }

  return async function expectDocumented(method: string, path: string, response: Response): Promise<void> {
    const operation = document.paths?.[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const documented = operation.responses[String(response.status)];
    if (!documented) throw new Error(`${method} ${path} answered ${response.status}, which is not documented`);
    const mediaType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
    const content = documented.content?.[mediaType];
    if (!content) throw new Error(`${method} ${path} ${response.status}: media type ${mediaType} not documented`);
    if (mediaType !== "application/json") return;
    const cacheKey = `${method} ${path} ${response.status}`;
    let validate = cache.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(content.schema) as Json);
      cache.set(cacheKey, validate);
    }
    const body = await response.clone().json();
    if (!validate(body)) {
      throw new Error(`${cacheKey} body does not match the document: ${ajv.errorsText(validate.errors)}`);
    }
  };
}
