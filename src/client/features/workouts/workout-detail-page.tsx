import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Workout" description="Every exercise, step by step, with safe modifications." />;
}
