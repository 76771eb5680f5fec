import { markdownSite } from "@/lib/discovery/markdown-site";
import { markdownRoute } from "@/lib/markdown/markdown-route";

// Internal: proxy.ts rewrites Markdown requests for pages here. Never cached as a static file.
export const dynamic = "force-dynamic";

const handler = markdownRoute(markdownSite);
export { handler as GET, handler as HEAD };
