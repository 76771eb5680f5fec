/** A content file that cannot be published; the message starts with the file's path. */
export class ContentError extends Error {
  override name = "ContentError";
}
