import { PRIVACY } from "../../../content/pages/privacy";
import { ArticleView, lastUpdated } from "./article";

export function Component() {
  return <ArticleView article={PRIVACY} meta={lastUpdated(PRIVACY.updated)} />;
}
