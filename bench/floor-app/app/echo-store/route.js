// Reference for `POST /api/v1/demo-request`: the JSON-POST floor plus one PGlite INSERT,
// so the report can show how much of the gap the embedded database itself takes.
import { insertLead } from "../../lib/store.js";

export async function POST(request) {
  const body = await request.json();
  await insertLead(body);
  return Response.json({ status: "received", fields: Object.keys(body).length });
}
