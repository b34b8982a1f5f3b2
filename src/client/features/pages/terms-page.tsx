import { TERMS } from "../../../content/pages/terms";
import { ArticleView, lastUpdated } from "./article";

export function Component() {
  return <ArticleView article={TERMS} meta={lastUpdated(TERMS.updated)} />;
}
