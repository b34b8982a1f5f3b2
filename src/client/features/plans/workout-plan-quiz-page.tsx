import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Workout Plan Quiz" description="Seven quick questions and we'll build your weekly workout schedule." />;
}
