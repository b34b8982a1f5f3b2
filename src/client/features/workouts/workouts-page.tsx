import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Workouts" description="Workouts for your stage, with search, filters and favorites." />;
}
