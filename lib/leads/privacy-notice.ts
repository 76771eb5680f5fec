/**
 * The version of the privacy notice at /privacy. Every lead records the
 * version it was collected under (its consent record), so change this date
 * whenever the notice's substance changes.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-23";
