/**
 * The web app as the server sees it: src/web/entry-server.tsx, the one web file the server may
 * import (the boundary check in .dependency-cruiser.cjs holds it to that). Loaded with the first
 * page asked for, not at boot: it brings React's server renderer and every page's code.
 */
let entry: Promise<typeof import("../../web/entry-server.js")> | undefined;

export const loadWebEntry = () => {
  entry ??= import("../../web/entry-server.js");
  return entry;
};
