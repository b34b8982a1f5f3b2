import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Recipe" description="Ingredients, steps, nutrition and notes." />;
}
