// Every test process: quiet logs, no telemetry, a known base address.
// Vite puts its own BASE_URL ("/") into process.env, so ours is assigned outright.
process.env.LOG_SILENT = "1";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.BASE_URL = "http://localhost:3000";
process.env.STAGING_URL = "https://staging.example.test";
