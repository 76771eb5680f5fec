import { pageMarkdownRoute } from "@/lib/page-markdown/markdown-route";

// Internal: proxy.ts rewrites Markdown requests for pages here. Never cached as a static file.
export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = pageMarkdownRoute();
