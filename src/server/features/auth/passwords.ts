import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id; the package exports it as an ambient const enum, unusable with isolatedModules. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the username is unknown, so an unknown user costs as much time as a wrong
 * password and the two cannot be told apart.
 */
export const decoyHash = hash("macrowise-decoy-password", options);
