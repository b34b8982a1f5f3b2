import { TERMS } from "../../../content/pages/terms";
import { ArticleView, todayLong } from "./article";

export function Component() {
  return <ArticleView article={TERMS} meta={`Last updated: ${todayLong()}`} />;
}
