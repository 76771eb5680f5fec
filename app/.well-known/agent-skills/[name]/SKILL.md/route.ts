import { skillDocument } from "@/lib/discovery";
import { cacheableDocument } from "@/lib/http/cacheable-document";

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const document = skillDocument((await params).name);
  if (!document) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return cacheableDocument(request, document);
}

export const HEAD = GET;
