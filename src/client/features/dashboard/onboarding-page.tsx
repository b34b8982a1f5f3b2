import { useLocation, useNavigate } from "react-router";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth";
import { JourneyPicker } from "../journey";

export function Component() {
  const { profile } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const name = profile?.display_name?.split(" ")[0];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl sm:text-4xl">Welcome{name ? `, ${name}` : ""}! Let's tailor Bloom to you</h1>
      <p className="mt-2 text-plum-500">
        Tell us where you are, and we'll show workouts, recipes and advice that fit.
      </p>
      <Card className="mt-6">
        <JourneyPicker
          initialStage={profile?.motherhood_stage}
          onDone={() =>
            navigate(from?.startsWith("/") && from !== "/onboarding" ? from : "/dashboard", { replace: true })
          }
        />
      </Card>
    </div>
  );
}
