/**
 * Marks an English message for the catalogs (lingui.config.ts reads `msg(` as `i18n._(`) where it
 * is defined, not shown: a server error, a schema's message. It is translated where it is shown:
 * the server's error handler for the request's language, the web app's field errors and toasts.
 */
export const msg = (message: string): string => message;
