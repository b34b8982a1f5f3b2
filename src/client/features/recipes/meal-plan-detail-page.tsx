import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Meal Plan" description="The plan's recipes and what you'll get." />;
}
