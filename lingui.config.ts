import babel from "@lingui/cli/api/extractors/babel";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The catalogs (docs/i18n.md): one `.po` file per language for each feature (web and server),
 * folder of pages and integration, the app's frame (app, components, lib), the rest of the server
 * and the shared contracts, so a feature's texts
 * live beside its code. `npm run i18n:compile` merges them into one module per language
 * (src/shared/i18n/catalogs), which the web app loads lazily and the server imports.
 *
 * Messages are marked two ways, both plain functions (no macros: the server runs its TypeScript
 * through tsx, which runs no Babel plugin): `i18n._("English text {name}", { name })` where the text
 * is shown, and `msg("English text")` where a message is defined for later (a server error, a
 * schema's message): the extractor below reads `msg(` as `i18n._(`.
 */
const markedMessages = {
  match: (filename: string) => /\.[cm]?tsx?$/.test(filename),
  extract: (filename: string, code: string, onMessageExtracted: never, ctx: never) =>
    babel.extract(filename, code.replace(/\bmsg\(/g, "i18n._("), onMessageExtracted, ctx),
};

const ignored = ["**/*.test.ts", "**/*.test.tsx", "**/*-test.ts", "**/test/**"];

export default defineConfig({
  locales: ["en", "it"],
  sourceLocale: "en",
  fallbackLocales: { default: "en" },
  // Files without line numbers, so moving code does not change a catalog.
  format: formatter({ lineNumbers: false }),
  // By id: the same code always extracts to the same file (by message, explicit ids sorted unstably).
  orderBy: "messageId",
  extractors: [markedMessages],
  catalogsMergePath: "<rootDir>/src/shared/i18n/catalogs/{locale}",
  catalogs: [
    {
      path: "<rootDir>/src/web/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/web/features/{name}/"],
      exclude: ignored,
    },
    {
      path: "<rootDir>/src/web/app/pages/{name}/locales/{locale}",
      include: ["<rootDir>/src/web/app/pages/{name}/"],
      exclude: ignored,
    },
    {
      path: "<rootDir>/src/web/app/locales/{locale}",
      include: ["<rootDir>/src/web/app/", "<rootDir>/src/web/components/", "<rootDir>/src/web/lib/"],
      exclude: [...ignored, "<rootDir>/src/web/app/pages/*/**/*"],
    },
    {
      path: "<rootDir>/src/server/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/server/features/{name}/"],
      exclude: ignored,
    },
    {
      path: "<rootDir>/src/server/integrations/{name}/locales/{locale}",
      include: ["<rootDir>/src/server/integrations/{name}/"],
      exclude: ignored,
    },
    {
      path: "<rootDir>/src/server/locales/{locale}",
      include: ["<rootDir>/src/server/"],
      exclude: [...ignored, "<rootDir>/src/server/features/*/**", "<rootDir>/src/server/integrations/*/**"],
    },
    { path: "<rootDir>/src/shared/locales/{locale}", include: ["<rootDir>/src/shared/"], exclude: ignored },
  ],
});
