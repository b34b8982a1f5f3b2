import { Sprout } from "lucide-react";
import { ButtonLink } from "../ui/button";

/** A tidy page for a part of Bloom that is planned but not built yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <Sprout className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 text-plum-500">{description}</p>
      <p className="mt-1 text-sm font-medium text-sage-700">Coming soon</p>
      <ButtonLink to="/" variant="outline" className="mt-8">
        Back to Home
      </ButtonLink>
    </div>
  );
}
