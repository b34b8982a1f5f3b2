import { useSearchParams } from "react-router";
import { AuthCard } from "../../components/layout/auth-card";
import { ButtonLink } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { messageOf } from "../../lib/api";
import { useConfirmSubscription } from "./api";
import { useOnce } from "./use-once";

/**
 * The page her confirmation mail links to. Opening it confirms the address (the mail is the proof
 * that it is hers) and says plainly what that means: the newsletter comes, and every issue can
 * be unsubscribed in one click.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const confirm = useConfirmSubscription();
  useOnce(() => {
    if (token) confirm.mutate(token);
  });

  if (!token || confirm.isError) {
    return (
      <AuthCard title="This link does not work any more">
        <div className="space-y-4">
          <FormAlert>
            {token
              ? messageOf(confirm.error, "Something went wrong. Please try again.")
              : "This confirmation link is incomplete. Please open it from the mail again."}
          </FormAlert>
          <p className="text-plum-700">
            Not subscribed yet? Enter your email under "Get our newsletter" at the bottom of any page, and
            open the link in the new mail.
          </p>
          <ButtonLink to="/" className="w-full">
            Go to Bloom
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (!confirm.data) {
    return (
      <AuthCard title="Confirming your subscription">
        <Spinner />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="You're subscribed">
      <div className="space-y-4 text-plum-700">
        <FormAlert tone="success">
          Thank you: <strong>{confirm.data.email}</strong> is confirmed and will receive the Bloom newsletter.
        </FormAlert>
        <p>
          Every few weeks we send one short letter: gentle workouts, nourishing recipes and honest advice for
          every stage of motherhood, and nothing else.
        </p>
        <p>Every letter has a link to unsubscribe in one click.</p>
        <ButtonLink to="/" className="w-full">
          Go to Bloom
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
