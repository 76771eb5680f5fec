// Permanent unversioned alias of /api/v1/health: the same handlers.
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from "../v1/health/route";
