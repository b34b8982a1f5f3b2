import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth";
import { JourneyPicker } from "../journey";

export function Component() {
  const { profile, updateProfile } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [skipping, setSkipping] = useState(false);
  const next = () =>
    navigate(from?.startsWith("/") && from !== "/onboarding" ? from : "/dashboard", { replace: true });
  const skip = async () => {
    setSkipping(true);
    try {
      await updateProfile({ motherhood_stage: "none", general_content: true }, { quiet: true });
      next();
    } catch {
      setSkipping(false);
    }
  };
  const name = profile?.display_name?.split(" ")[0];
  // After a pregnancy loss, no cheerful welcome: a quiet page, and no hurry.
  const afterLoss = Boolean(profile?.pregnancy_loss_on) && !profile?.show_pregnancy_content;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {afterLoss ? (
        <>
          <h1 className="text-3xl sm:text-4xl">Whenever you are ready{name ? `, ${name}` : ""}</h1>
          <p className="mt-2 text-plum-500">
            Bloom has stopped everything about your pregnancy. When you want to, choose where you would like
            Bloom to go with you next; there is no hurry.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl sm:text-4xl">
            Welcome{name ? `, ${name}` : ""}! Let's tailor Bloom to you
          </h1>
          <p className="mt-2 text-plum-500">
            Tell us where you are, and we'll show workouts, recipes and advice that fit.
          </p>
        </>
      )}
      <Card className="mt-6">
        <JourneyPicker initialStage={profile?.motherhood_stage} onDone={next} />
      </Card>
      <div className="mt-6 rounded-3xl border border-line bg-white p-5 sm:flex sm:items-center sm:justify-between sm:gap-4">
        <p className="text-sm text-plum-700">
          Would rather not say? Bloom will show general wellness content, and you can pick a journey on your
          profile at any time.
        </p>
        <Button variant="outline" className="mt-3 shrink-0 sm:mt-0" onClick={skip} disabled={skipping}>
          {skipping ? "Saving…" : "Skip: show general content"}
        </Button>
      </div>
    </div>
  );
}
