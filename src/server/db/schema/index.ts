export * from "./registration-logs.js";
export * from "./sessions.js";
export * from "./users.js";
