import type { Resource, ResourceContents, ResourceTemplate } from "@modelcontextprotocol/sdk/types.js";

export type { Resource, ResourceContents, ResourceTemplate };

/**
 * Caching hints (MCP 2026-07-28, "Caching"): how long a client may reuse a result (`ttlMs`) and
 * whether it is the same for every caller (`cacheScope`). Sent at the top level of the 2026-07-28
 * results of `server/discover`, `tools/list`, `resources/list`, `resources/templates/list` and
 * `resources/read`; 2025-era results carry none (those revisions do not define them).
 */
export interface CacheHint {
  ttlMs: number;
  cacheScope: "public" | "private";
}

/** Everything these servers offer changes only with a deployment and is the same for everyone. */
export const STATIC_CACHE_HINT: CacheHint = { ttlMs: 3_600_000, cacheScope: "public" };

/** One page of `resources/list`; `nextCursor` is opaque to clients and handed back as the next `cursor`. */
export interface ResourcePage {
  resources: Resource[];
  nextCursor?: string;
}

/**
 * The resources of one tool server. The runtime answers `resources/list`,
 * `resources/templates/list`, `resources/read` and (with `complete`) `completion/complete`
 * from it, advertises the `resources` (and `completions`) capability, and adds `cache` to the
 * 2026-07-28 results. Build one with `fixedResources` for a handful of fixed URIs (a `ui://`
 * view, say), or implement it over a larger set with `pageOf` for the cursors.
 */
export interface ResourceSource {
  /** One page: `cursor` is absent for the first, else a `nextCursor` this source returned; `undefined` for a cursor it does not know (-32602). */
  list(cursor: string | undefined): ResourcePage | undefined;
  /** Resource templates (RFC 6570 URI templates) for `resources/templates/list`; listed in one page. */
  templates?: readonly ResourceTemplate[];
  /** The contents at `uri`, or `undefined` when there is no such resource (resource not found). Never an empty array. */
  read(uri: string): Promise<ResourceContents[] | undefined> | ResourceContents[] | undefined;
  /**
   * Completion values for `argument` of the template `templateUri` (a `uriTemplate` of `templates`), given
   * what is typed so far (`value`) and arguments already resolved (`context`); `undefined` for a template
   * it does not know (-32602). The runtime sends at most 100 and says whether there are more.
   */
  complete?(templateUri: string, argument: { name: string; value: string }, context: Record<string, string>): string[] | undefined;
  /** Caching hints for list, templates and read results; `STATIC_CACHE_HINT` when absent. */
  cache?: CacheHint;
}

/** One resource with a fixed URI and fixed contents, e.g. a `ui://` view (`mimeType: "text/html;profile=mcp-app"`). */
export interface FixedResource {
  /** As `resources/list` shows it: `uri`, `name`, and optionally `title`, `description`, `mimeType`, `_meta`. */
  resource: Resource;
  /** The contents; called on each read, so cache inside if building them is costly. Each item's `uri` defaults to the resource's. */
  read(): Promise<FixedContents[]> | FixedContents[];
}

/** Resource contents whose `uri` may be left out (it is the resource's own). */
export type FixedContents = Omit<ResourceContents, "uri"> & ({ text: string } | { blob: string }) & { uri?: string };

/** Opaque cursors over a list held in order: a cursor names the offset of the next page, base64url-encoded. */
export function pageOf<T>(
  items: readonly T[],
  cursor: string | undefined,
  pageSize: number,
): { items: T[]; nextCursor?: string } | undefined {
  let start = 0;
  if (cursor !== undefined) {
    const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
    start = match ? Number(match[1]) : Number.NaN;
    if (!(start > 0 && start < items.length) || Buffer.from(`o${start}`).toString("base64url") !== cursor) return undefined;
  }
  const end = start + pageSize;
  const page = items.slice(start, end);
  return end < items.length ? { items: page, nextCursor: Buffer.from(`o${end}`).toString("base64url") } : { items: page };
}

/**
 * A `ResourceSource` for resources with fixed URIs, listed in the given order (`pageSize` per page).
 *
 * @example
 * fixedResources([{
 *   resource: { uri: "ui://land/area-converter", name: "area-converter", mimeType: "text/html;profile=mcp-app" },
 *   read: () => [{ mimeType: "text/html;profile=mcp-app", text: html, _meta: { ui: { csp: {} } } }],
 * }])
 */
export function fixedResources(entries: readonly FixedResource[], options: { pageSize?: number; cache?: CacheHint } = {}): ResourceSource {
  const { pageSize = 50, cache } = options;
  const byUri = new Map(entries.map((entry) => [entry.resource.uri, entry]));
  const resources = entries.map((entry) => entry.resource);
  return {
    list(cursor) {
      const page = pageOf(resources, cursor, pageSize);
      return page && { resources: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
    },
    async read(uri) {
      const entry = byUri.get(uri);
      if (!entry) return undefined;
      const contents = await entry.read();
      return contents.map((item) => ({ ...item, uri: item.uri ?? uri }) as ResourceContents);
    },
    ...(cache ? { cache } : {}),
  };
}
