import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

/**
 * The shared plugins a feature may need, by the name each declares (app.ts registers them):
 * `session` for the web app's identity (the session cookie, `reply.startSession`), `api-key-auth`
 * for the public API's (an API key, its rate limit and scopes). Both bring `access` (request.user
 * and the rules in access.ts) and, through it, `clock` (app.now, the payments provider).
 */
export type SharedPlugin = "clock" | "access" | "session" | "api-key-auth" | "openapi" | "@fastify/rate-limit";

/**
 * A feature's routes as a Fastify plugin: encapsulated, so what it adds (a hook, a body parser, a
 * decorator) stays inside it, and named with the shared plugins it needs, which Fastify checks as
 * it registers it: a feature that reads the session's user, registered where no session plugin
 * is, fails at boot ("The dependency 'session' of plugin 'meals' is not registered"), not at the
 * first request. fastify-plugin is used only to carry that name and those dependencies
 * (`encapsulate: true` keeps the plugin's own scope).
 */
export function feature<Options extends object>(
  name: string,
  needs: SharedPlugin[],
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, { name, dependencies: needs, encapsulate: true });
}
