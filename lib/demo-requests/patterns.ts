// Shared by the API's schema and the browser form, which must not pull the server code in.
export const DEFAULT_TOOL = "general";
export const TOOL_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{4,}$/;
