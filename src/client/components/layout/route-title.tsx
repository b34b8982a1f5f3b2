import { useEffect } from "react";
import { useLocation } from "react-router";
import { routeTitle } from "../../../shared/client-routes";

/**
 * The browser tab's title for the current route, from the route list the server shares. Rendered
 * before the page, so a page that refines its title (a recipe's name) has the last word.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}
