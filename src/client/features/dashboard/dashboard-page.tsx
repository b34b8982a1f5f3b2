import { stageLabel } from "../../../shared/journeys";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth/auth-provider";

export function Component() {
  const { profile, user } = useAuth();
  const name = profile?.display_name?.split(" ")[0] || user?.email.split("@")[0] || "there";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl sm:text-4xl">Welcome back, {name}!</h1>
      <p className="mt-2 text-plum-500">{stageLabel(profile?.motherhood_stage)}</p>
      <Card className="mt-6">
        <p className="text-plum-700">Your dashboard is being set up: tracking and plans arrive here soon.</p>
      </Card>
    </div>
  );
}
