// Permanent unversioned alias of /api/v1/demo-request: the same handlers.
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from "../v1/demo-request/route";
