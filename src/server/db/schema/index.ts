export * from "./app-meta.js";
export * from "./foods.js";
export * from "./meals.js";
export * from "./nutrition-goals.js";
export * from "./registration-logs.js";
export * from "./sessions.js";
export * from "./user-profiles.js";
export * from "./users.js";
