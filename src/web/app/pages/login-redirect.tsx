import { Navigate, useLocation } from "react-router";

/** /login (the about page's start button in the spec) is the sign-in tab of /auth, query kept. */
export function LoginRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("mode", "login");
  return <Navigate to={`/auth?${params}`} replace />;
}
