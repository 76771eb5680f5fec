export { getDatabase, openDatabase, setDatabaseForTesting, rowsOf, affectedRowsOf, type Database, type DatabaseHandle } from "./client";
export { withStore, classifyStoreError, STORE_RETRY_AFTER_SECONDS } from "./errors";
export { databaseStatus } from "./health-state";
export * as tables from "./schema";
