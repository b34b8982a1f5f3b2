import { ComingSoon } from "../../components/layout/coming-soon";

export function Component() {
  return <ComingSoon title="Recipes" description="Nourishing recipes for your stage, with nutrition worked out from their ingredients." />;
}
