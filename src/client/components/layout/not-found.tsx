import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../ui/button";

export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-blush-600">404</p>
      <h1 className="mt-4 text-2xl">Oops! Page not found</h1>
      <p className="mt-2 text-plum-500">The page you are looking for doesn't exist or has moved.</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
