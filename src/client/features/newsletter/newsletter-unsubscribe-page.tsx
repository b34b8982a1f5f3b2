import { useSearchParams } from "react-router";
import { AuthCard } from "../../components/layout/auth-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { messageOf } from "../../lib/api";
import { useUnsubscribe } from "./api";
import { useOnce } from "./use-once";

/** The page every issue's unsubscribe link opens: one click from the mail, and she is off the list. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const leave = useUnsubscribe();
  useOnce(() => {
    if (token) leave.mutate(token);
  });

  if (!token) {
    return (
      <AuthCard title="This link is incomplete">
        <FormAlert>Please open the unsubscribe link from the newsletter again.</FormAlert>
      </AuthCard>
    );
  }
  if (leave.isError) {
    return (
      <AuthCard title="We could not unsubscribe you">
        <div className="space-y-4">
          <FormAlert>{messageOf(leave.error, "Something went wrong. Please try again.")}</FormAlert>
          <Button className="w-full" onClick={() => leave.mutate(token)} disabled={leave.isPending}>
            Try again
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (!leave.data) {
    return (
      <AuthCard title="Unsubscribing">
        <Spinner />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="You're unsubscribed">
      <div className="space-y-4 text-plum-700">
        <FormAlert tone="success">
          {leave.data.email ? (
            <>
              <strong>{leave.data.email}</strong> will not receive the Bloom newsletter any more.
            </>
          ) : (
            "This address does not receive the Bloom newsletter any more."
          )}
        </FormAlert>
        <p>
          We have removed the address from the list. Your Bloom account, if you have one, is not affected.
        </p>
        <ButtonLink to="/" className="w-full">
          Go to Bloom
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
