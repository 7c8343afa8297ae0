/**
 * The dashboard names an unnamed active goal so (spec core 2). Here, not in the goal contract, so
 * the dashboard can show it without loading the contract's schemas.
 */
export const DEFAULT_GOAL_NAME = "Maintenance Goal";
