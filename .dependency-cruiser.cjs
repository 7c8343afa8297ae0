/**
 * The import boundaries `.ci/run` checks (`npm run lint:boundaries`), after bulletproof-react's
 * restricted-paths zones: shared code imports neither side; the web app and the server meet at one
 * file, `src/web/entry-server.tsx`; a web feature imports `components/`, `lib/` and `shared/`, never
 * another feature (features are composed in `app/`: pages and layout); nothing imports in a circle.
 * Type-only imports count too: a type names the code it comes from.
 */
/**
 * A forbidden import, all alike but for what they name: files whose path matches `from` import
 * none whose path matches `to`, except those matching `toNot`. Every boundary is an error.
 */
const forbid = ({ name, comment, from, to, toNot }) => ({
  name,
  severity: "error",
  comment,
  from: { path: from },
  to: toNot === undefined ? { path: to } : { path: to, pathNot: toNot },
});

const boundaries = [
  {
    name: "shared-imports-neither-side",
    comment: "src/shared runs in the browser and on the server: it imports neither.",
    from: "^src/shared/",
    to: "^src/(server|web)/",
  },
  {
    name: "web-never-imports-server",
    comment: "The browser's code never reaches the server's: they share src/shared only.",
    from: "^src/web/",
    to: "^src/server/",
  },
  {
    name: "server-enters-web-at-entry-server",
    comment: "The server renders pages through src/web/entry-server.tsx alone, never the web app's insides.",
    from: "^src/server/",
    to: "^src/web/",
    toNot: "^src/web/entry-server\\.tsx$",
  },
  {
    name: "web-feature-imports-no-other-feature",
    comment:
      "A feature imports components/, lib/ and shared/; what two features share goes there, and pages in app/ compose features.",
    from: "^src/web/features/([^/]+)/",
    to: "^src/web/features/",
    toNot: "^src/web/features/$1/",
  },
  {
    name: "web-features-do-not-import-the-app",
    comment: "The app (pages, layout, router) imports features; never the other way.",
    from: "^src/web/features/",
    to: "^src/web/(app/|entry-server\\.tsx$|render-page\\.tsx$|main\\.tsx$)",
  },
  {
    name: "web-components-and-lib-import-no-feature",
    comment: "components/ and lib/ are what every feature may use, so they use no feature and no page.",
    from: "^src/web/(components|lib)/",
    to: "^src/web/(features|app)/",
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Modules that import each other, directly or through others: one of them holds what both need.",
      from: {},
      to: { circular: true },
    },
    ...boundaries.map(forbid),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/web/public/|^src/web/pwa/" },
    // TypeScript 7 has no JavaScript API for dependency-cruiser (it supports up to 6): swc parses instead.
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
