import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { type LoginForm, loginForm } from "../../../shared/accounts";
import { AuthCard } from "../../components/layout/auth-card";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { useAuth } from "./auth-provider";
import { useFormFailure } from "./form-failure";

export function Component() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { email: "", password: "" } });
  const { failure, setFailure, clearing } = useFormFailure(watch);

  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await login(email, password);
      navigate(from?.startsWith("/") ? from : "/dashboard", { replace: true });
    } catch (error) {
      setFailure(messageOf(error, "Failed to login"));
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Log in to continue your journey.">
      <form onSubmit={clearing(onSubmit)} noValidate className="space-y-4">
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...describedBy("email", errors.email?.message)}
            {...register("email")}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...describedBy("password", errors.password?.message)}
            {...register("password")}
          />
        </Field>
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-blush-700 underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </div>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Logging in..." : "Log In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-plum-500">
        New to Bloom?{" "}
        <Link to="/register" className="font-medium text-blush-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
