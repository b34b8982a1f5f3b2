import { zodResolver } from "@hookform/resolvers/zod";
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH, type RegisterForm, registerForm } from "../../../shared/accounts";
import { AuthCard } from "../../components/layout/auth-card";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input, Select } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { useAuth } from "./auth-provider";
import { useFormFailure } from "./form-failure";

const STAGE_OPTIONS = [
  { value: "ttc", label: "Trying to conceive" },
  { value: "pregnant", label: "Pregnant" },
  { value: "postpartum", label: "Postpartum" },
  { value: "toddler", label: "Toddler mom" },
  { value: "none", label: "Prefer not to say" },
];

const LINK = "font-medium text-blush-700 underline underline-offset-4";

/**
 * One of the two agreements sign-up asks for (the server refuses a sign-up without them): a real
 * checkbox, labelled by its sentence, its error read out with it.
 */
const Consent = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; error?: string; children: ReactNode }
>(function Consent({ id, error, children, ...input }, ref) {
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-blush-600"
          {...describedBy(id, error)}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-plum-700">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-8 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

export function Component() {
  const auth = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      motherhoodStage: "none",
      termsAccepted: false,
      ageConfirmed: false,
    },
  });
  const { failure, setFailure, clearing } = useFormFailure(watch);

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...input }) => {
    try {
      await auth.register(input);
      navigate("/dashboard", { replace: true });
    } catch (error) {
      setFailure(messageOf(error, "Failed to register"));
    }
  });

  const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. A few words strung together make a strong password.`;
  return (
    <AuthCard title="Join Bloom" subtitle="Create your account: it takes a minute.">
      <form onSubmit={clearing(onSubmit)} noValidate className="space-y-4">
        <Field id="name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...describedBy("name", errors.name?.message)} {...register("name")} />
        </Field>
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...describedBy("email", errors.email?.message)}
            {...register("email")}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message} hint={passwordHint}>
          <Input
            type="password"
            autoComplete="new-password"
            {...describedBy("password", errors.password?.message, passwordHint)}
            {...register("password")}
          />
        </Field>
        <Field id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...describedBy("confirmPassword", errors.confirmPassword?.message)}
            {...register("confirmPassword")}
          />
        </Field>
        <Field
          id="motherhoodStage"
          label="Where are you in your journey?"
          error={errors.motherhoodStage?.message}
        >
          <Select
            {...describedBy("motherhoodStage", errors.motherhoodStage?.message)}
            {...register("motherhoodStage")}
          >
            {STAGE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Consent id="termsAccepted" error={errors.termsAccepted?.message} {...register("termsAccepted")}>
          I accept the{" "}
          <Link to="/terms" target="_blank" className={LINK}>
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to="/privacy" target="_blank" className={LINK}>
            Privacy Policy
          </Link>
          .
        </Consent>
        <Consent id="ageConfirmed" error={errors.ageConfirmed?.message} {...register("ageConfirmed")}>
          I am 18 or older.
        </Consent>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating your account..." : "Sign Up"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-plum-500">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-blush-700 underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
