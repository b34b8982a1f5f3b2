import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Meal Plans" description="Every Bloom meal plan, with shopping lists." />;
}
