export {
  getDatabase,
  openDatabase,
  setDatabaseForTesting,
  rowsOf,
  affectedRowsOf,
  type Database,
  type DatabaseHandle,
  type RawQuery,
  type RawStatement,
  type RawTransaction,
} from "./client";
export { withStore, classifyStoreError } from "./errors";
export { StoreError, STORE_RETRY_AFTER_SECONDS, type StoreErrorKind } from "./store-error";
export { databaseStatus } from "./health-state";
export * as tables from "./schema";
