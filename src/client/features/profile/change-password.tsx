import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/accounts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { ApiError } from "../../lib/api";
import { useChangePassword } from "./password-api";

const schema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password"),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type Form = z.infer<typeof schema>;

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "INVALID_PASSWORD") return "Your current password is not right.";
    if (error.status === 429) return "Too many attempts. Please wait a minute and try again.";
    if (error.message) return error.message;
  }
  return "Could not change your password. Please try again.";
}

/** Current password, new password twice; her other sessions are signed out when it changes. */
export function ChangePassword() {
  const change = useChangePassword();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setMessage(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setMessage({
        tone: "success",
        text: "Password changed. You stay signed in here; your other devices are signed out (within five minutes).",
      });
    } catch (error) {
      setMessage({ tone: "error", text: failureText(error) });
    }
  });

  return (
    <Card>
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="font-display text-2xl">
          Change password
        </h2>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <Field id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...describedBy("currentPassword", errors.currentPassword?.message)}
              {...register("currentPassword")}
            />
          </Field>
          <Field
            id="newPassword"
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...describedBy("newPassword", errors.newPassword?.message, "x")}
              {...register("newPassword")}
            />
          </Field>
          <Field id="confirmNewPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...describedBy("confirmNewPassword", errors.confirmPassword?.message)}
              {...register("confirmPassword")}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Change password"}
          </Button>
        </form>
      </section>
    </Card>
  );
}
