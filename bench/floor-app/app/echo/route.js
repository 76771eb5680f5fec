// Floor for `POST /api/v1/demo-request`: read and parse the same JSON body, answer 200.
export async function POST(request) {
  const body = await request.json();
  return Response.json({ status: "received", fields: Object.keys(body).length });
}
