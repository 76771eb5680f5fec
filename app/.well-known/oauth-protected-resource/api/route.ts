// RFC 9728 §3.1: a client derives this address from the resource `{base}/api/`
// (some clients drop the trailing slash); it is the same document.
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from "../route";
