import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { JOURNEYS } from "../../../shared/journeys";
import { herStage, startingWeeklyGoal } from "../../../shared/stage-safety";
import { DEFAULT_UNITS, UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from "../../../shared/units";
import { MAX_WEEKLY_WORKOUT_GOAL } from "../../../shared/wellness";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { describedBy, Field, FormAlert, Input, Select, Textarea } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { CycleProfileCard } from "../cycle";
import { DataTransferSection } from "../data-transfer";
import { PregnancyProfileCard } from "../pregnancy";
import { ReminderSettings } from "../reminders";
import { ChangePassword } from "./change-password";
import { Membership } from "./membership";
import { YourData } from "./your-data";

const schema = z.object({
  display_name: z.string().trim().min(1, "Name is required").max(100, "Name can be at most 100 characters"),
  motherhood_stage: z.string(),
  bio: z.string().max(1000, "Bio can be at most 1000 characters"),
  /** "" follows her workout plan (else her stage's starting goal); otherwise her own number a week. */
  weekly_workout_goal: z.string(),
  units: z.enum(UNIT_SYSTEMS),
});
type Form = z.infer<typeof schema>;

export function Component() {
  const { user, profile, isLoading, updateProfile, logout } = useAuth();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      display_name: "",
      motherhood_stage: "none",
      bio: "",
      weekly_workout_goal: "",
      units: DEFAULT_UNITS,
    },
  });

  useEffect(() => {
    if (profile) {
      reset({
        display_name: profile.display_name ?? "",
        motherhood_stage: profile.motherhood_stage,
        bio: profile.bio ?? "",
        weekly_workout_goal: profile.weekly_workout_goal ? String(profile.weekly_workout_goal) : "",
        units: profile.units,
      });
    }
  }, [profile, reset]);

  if (isLoading || !user) return <Spinner />;
  // Without her own number or a plan for her stage, the dashboard counts towards her stage's start.
  const stageGoal = startingWeeklyGoal(herStage(profile, todayLocal()));

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const goal = values.weekly_workout_goal ? Number(values.weekly_workout_goal) : null;
    try {
      await updateProfile({
        display_name: values.display_name,
        motherhood_stage: values.motherhood_stage,
        bio: values.bio.trim() || null,
        ...(values.units !== profile?.units && { units: values.units as UnitSystem }),
        // The goal is sent only when she changed it.
        ...(goal !== (profile?.weekly_workout_goal ?? null) && { weekly_workout_goal: goal }),
      });
      setMessage({ tone: "success", text: "Profile updated successfully!" });
    } catch {
      setMessage({ tone: "error", text: "Failed to update profile" });
    }
  });

  const onLogout = () => {
    // Leave the signed-in page first, so its guard does not bounce us to /login.
    navigate("/", { replace: true });
    logout().catch(() => {
      // the toast already said so
    });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl sm:text-4xl">Your profile</h1>
        <p className="mt-2 text-plum-500">This is how Bloom greets you and tailors what you see.</p>
      </div>
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <Field id="display_name" label="Name" error={errors.display_name?.message}>
            <Input
              autoComplete="name"
              required
              {...describedBy("display_name", errors.display_name?.message)}
              {...register("display_name")}
            />
          </Field>
          <Field id="email" label="Email" hint="Your sign-in address. It can't be changed here yet.">
            <Input
              type="email"
              value={user.email}
              readOnly
              required
              {...describedBy("email", undefined, "x")}
            />
          </Field>
          <Field id="motherhood_stage" label="Motherhood stage">
            <Select {...describedBy("motherhood_stage")} {...register("motherhood_stage")}>
              <option value="none">Prefer not to say</option>
              {JOURNEYS.map((j) => (
                <optgroup key={j.id} label={j.title}>
                  <option value={j.id}>{j.title}: any stage</option>
                  {j.stages.map((s) => (
                    <option key={s.value} value={s.value}>
                      {j.title}: {s.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          <Field
            id="weekly-goal"
            label="Weekly workout goal"
            hint="What the dashboard's Weekly Workouts card counts towards. Rest is part of recovery: pick what suits you now."
          >
            <Select {...describedBy("weekly-goal", undefined, "x")} {...register("weekly_workout_goal")}>
              <option value="">
                Follow my saved workout plan ({stageGoal} a week for my stage without one)
              </option>
              {Array.from({ length: MAX_WEEKLY_WORKOUT_GOAL }, (_, i) => i + 1).map((n) => (
                <option key={n} value={String(n)}>
                  {n} {n === 1 ? "workout" : "workouts"} a week
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="units"
            label="Units"
            hint="For weights, measurements and temperatures everywhere in Bloom. What you logged stays as it was, shown in the units you pick."
          >
            <Select {...describedBy("units", undefined, "x")} {...register("units")}>
              {UNIT_SYSTEMS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_SYSTEM_LABELS[u]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="bio"
            label="About you"
            error={errors.bio?.message}
            hint="Optional. A line or two about you."
          >
            <Textarea {...describedBy("bio", errors.bio?.message, "x")} {...register("bio")} />
          </Field>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? "Saving..." : "Save"}
            </Button>
            <Button variant="outline" onClick={onLogout}>
              Logout
            </Button>
          </div>
        </form>
      </Card>
      <PregnancyProfileCard />
      <CycleProfileCard />
      <ReminderSettings />
      <ChangePassword />
      <Membership />
      <YourData />
      <DataTransferSection />
    </div>
  );
}
