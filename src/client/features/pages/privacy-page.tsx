import { PRIVACY } from "../../../content/pages/privacy";
import { ArticleView, todayLong } from "./article";

export function Component() {
  return <ArticleView article={PRIVACY} meta={`Last updated: ${todayLong()}`} />;
}
