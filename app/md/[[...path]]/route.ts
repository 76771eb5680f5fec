import { handleMarkdownRoute } from "@/lib/markdown/markdown-route";

// Internal: proxy.ts rewrites Markdown requests for pages here. Never cached as a static file.
export const dynamic = "force-dynamic";

export { handleMarkdownRoute as GET, handleMarkdownRoute as HEAD };
