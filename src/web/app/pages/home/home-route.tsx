import { HomePage } from "./home-page.js";

/**
 * /home, loaded on demand: its forms and tabs stay out of the landing page's bundle. The route
 * guard (guests may view it, an ended trial goes to /pricing) wraps every page in the root layout.
 */
export function HomeRoute() {
  return <HomePage />;
}
