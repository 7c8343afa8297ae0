import { RouteGuard } from "../../route-guard.js";
import { HomePage } from "./home-page.js";

/** /home, loaded on demand: its forms and tabs stay out of the landing page's bundle. */
export function HomeRoute() {
  return (
    <RouteGuard allowGuests>
      <HomePage />
    </RouteGuard>
  );
}
