import { ABOUT } from "../../../content/pages/about";
import { ButtonLink } from "../../components/ui/button";
import { ArticleView } from "./article";

export function Component() {
  return (
    <ArticleView article={ABOUT}>
      <div className="mt-12 flex flex-wrap gap-3">
        <ButtonLink to="/register">Join Bloom</ButtonLink>
        <ButtonLink to="/faq" variant="outline">
          Read the FAQ
        </ButtonLink>
      </div>
    </ArticleView>
  );
}
