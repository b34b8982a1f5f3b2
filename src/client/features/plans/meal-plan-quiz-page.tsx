import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Meal Plan Quiz" description="Six quick questions and we'll build a meal plan around you." />;
}
