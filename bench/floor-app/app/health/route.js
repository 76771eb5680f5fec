import { clientIp, health } from "../../lib/health-work.js";

export function GET(request) {
  const ip = clientIp(request.headers.get("x-forwarded-for"), request.headers.get("x-peer-address"));
  const { status, headers, body } = health(ip);
  return new Response(body, { status, headers });
}
