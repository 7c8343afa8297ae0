/**
 * Preloaded by `npm run lint:boundaries`. dependency-cruiser reads TypeScript through the compiler's
 * JavaScript API, which TypeScript 7 no longer has, or through swc (`parser: "swc"` in
 * .dependency-cruiser.cjs); it asks swc for TypeScript without JSX, which cannot read a .tsx file.
 * This turns JSX on for .tsx files only (in .ts, `<T>value` is a type assertion, not an element).
 */
const swc = require("@swc/core");

const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: String(file).endsWith(".tsx") });
