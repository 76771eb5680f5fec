import { findOperation } from "./operations";

/**
 * Deprecation (RFC 9745), Sunset (RFC 8594) and successor Link headers for an
 * operation the route table marks deprecated; nothing for current ones.
 */
export function deprecationHeaders(operationId: string): Record<string, string> {
  const deprecation = findOperation(operationId)?.deprecation;
  if (!deprecation) return {};
  const headers: Record<string, string> = {
    Deprecation: `@${Math.floor(Date.parse(deprecation.since) / 1000)}`,
  };
  if (deprecation.sunset) headers.Sunset = new Date(deprecation.sunset).toUTCString();
  if (deprecation.successor) headers.Link = `<${deprecation.successor}>; rel="successor-version"`;
  return headers;
}
