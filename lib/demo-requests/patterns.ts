// Shared by the API's schema and the browser form, which must not pull the server code in.
export const DEFAULT_TOOL = "general";
export const TOOL_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{4,}$/;
export const PHONE_MAX_CHARS = 32;
/** PHONE_PATTERN in words, as the API's description and error and the form's message give it. */
export const PHONE_RULE = "an optional leading `+`, then at least 4 characters, each a digit, a space or one of `( ) - . /`";
