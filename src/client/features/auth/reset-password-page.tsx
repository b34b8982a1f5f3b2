import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/accounts";
import { AuthCard } from "../../components/layout/auth-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { ApiError, messageOf } from "../../lib/api";
import { authApi } from "./auth-api";
import { useFormFailure } from "./form-failure";

const schema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type Form = z.infer<typeof schema>;

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { password: "", confirmPassword: "" } });
  const { failure, setFailure, clearing } = useFormFailure(watch);

  if (!token || params.get("error")) {
    return (
      <AuthCard title="This link has expired" subtitle="Reset links work once, for one hour.">
        <ButtonLink to="/forgot-password" className="w-full">
          Send a new link
        </ButtonLink>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await authApi.resetPassword(token, password);
      setDone(true);
    } catch (error) {
      // A link already used (or past its hour) is said plainly, with the way to a new one.
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") setFailure(<UsedLink />);
      else setFailure(messageOf(error, "Something went wrong. Please try again."));
    }
  });

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <div className="space-y-4">
          <FormAlert tone="success">Your password has been changed. You can log in with it now.</FormAlert>
          <ButtonLink to="/login" className="w-full">
            Log In
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={clearing(onSubmit)} noValidate className="space-y-4">
          <Field id="password" label="New password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...describedBy("password", errors.password?.message)}
              {...register("password")}
            />
          </Field>
          <Field id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...describedBy("confirmPassword", errors.confirmPassword?.message)}
              {...register("confirmPassword")}
            />
          </Field>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save new password"}
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

function UsedLink() {
  return (
    <>
      This reset link has already been used or has expired: each link works once, for one hour.{" "}
      <Link to="/forgot-password" className="font-medium underline underline-offset-4">
        Ask for a new link
      </Link>
      .
    </>
  );
}
