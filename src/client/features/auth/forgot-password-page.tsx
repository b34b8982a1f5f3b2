import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { AuthCard } from "../../components/layout/auth-card";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { authApi } from "./auth-api";
import { useFormFailure } from "./form-failure";

const schema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
});

export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const { failure, setFailure, clearing } = useFormFailure(watch);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(messageOf(error, "Something went wrong. Please try again."));
    }
  });

  return (
    <AuthCard title="Forgot your password?" subtitle="We'll email you a link to choose a new one.">
      {sentTo ? (
        <FormAlert tone="success">
          If an account exists for {sentTo}, a reset link is on its way. The link works for one hour.
        </FormAlert>
      ) : (
        <form onSubmit={clearing(onSubmit)} noValidate className="space-y-4">
          <Field id="email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              {...describedBy("email", errors.email?.message)}
              {...register("email")}
            />
          </Field>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-blush-700 underline-offset-4 hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
