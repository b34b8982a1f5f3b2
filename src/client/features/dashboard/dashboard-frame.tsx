import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";

/**
 * The dashboard's page and its welcome ("Welcome back, {name}!", see welcomeOf), her journey's line and the stage
 * button. The page renders it around its cards; the server's first HTML of /dashboard is this
 * same markup with her name and stage filled in (src/client/frames.tsx), so she reads her welcome
 * before the app's script has run.
 */
export function DashboardFrame({
  welcome,
  subtitle,
  stage,
  onChangeStage,
  children,
}: {
  /** The whole welcome line, from welcomeOf. */
  welcome: string;
  subtitle: string;
  /** Her stage as shown on the button ("Pregnancy · Second trimester"). */
  stage: string;
  onChangeStage?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{welcome}</h1>
          <p className="mt-1 text-plum-500">{subtitle}</p>
        </div>
        <Button variant="outline" onClick={onChangeStage} aria-label={`Current stage: ${stage}. Change`}>
          <Sparkles className="size-4" aria-hidden="true" />
          {stage}
        </Button>
      </header>
      {children}
    </div>
  );
}
