import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Wellness" description="Track your mood, sleep, self-care and hydration." />;
}
