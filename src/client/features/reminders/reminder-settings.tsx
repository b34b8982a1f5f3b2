import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import type { ReminderSettingsInput } from "../../../shared/reminders-input";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { userTimeZone } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { type Reminders, useReminders, useSaveReminders, useSubscribePush } from "./api";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The browser's push key format: the VAPID public key as bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type Draft = ReminderSettingsInput;

function draftOf(data: Reminders): Draft {
  return {
    timeZone: data.preferences.timeZone ?? userTimeZone,
    quietStart: data.preferences.quietStart,
    quietEnd: data.preferences.quietEnd,
    detailed: data.preferences.detailed,
    emailOff: data.preferences.emailOff,
    reminders: data.reminders.map(({ kind, enabled, time, days }) => ({ kind, enabled, time, days })),
  };
}

/**
 * Reminders on her profile: each one on or off, with its days and time in her time zone, quiet
 * hours, and how they reach her (this phone's notifications, else email). None is on until she
 * turns it on; those that suit her stage come first, marked "Suggested".
 */
export function ReminderSettings() {
  const { profile } = useAuth();
  const stage = profile?.motherhood_stage ?? "";
  const { data, isPending, isError } = useReminders(stage);
  const save = useSaveReminders();
  const subscribe = useSubscribePush();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data && !draft) setDraft(draftOf(data));
  }, [data, draft]);

  const pushSupported =
    typeof window !== "undefined" && "PushManager" in window && "serviceWorker" in navigator;

  async function allowNotifications() {
    if (!data) return;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        notify.info("Notifications are off", "Bloom will send your reminders by email instead.");
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(data.push.publicKey),
      });
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await subscribe.mutateAsync(json);
      notify.success("Notifications are on for this device");
    } catch (err) {
      notify.error(
        "Notifications could not be turned on",
        messageOf(err, "Your reminders will come by email."),
      );
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!draft) return;
    setError(null);
    try {
      await save.mutateAsync(draft);
      notify.success("Reminders saved");
    } catch (err) {
      setError(messageOf(err, "Your reminders could not be saved. Please try again."));
    }
  }

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const setReminder = (kind: string, patch: Partial<Draft["reminders"][number]>) =>
    setDraft((d) =>
      d ? { ...d, reminders: d.reminders.map((r) => (r.kind === kind ? { ...r, ...patch } : r)) } : d,
    );

  return (
    <Card aria-labelledby="reminders-title" role="region" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <Bell className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="reminders-title" className="text-xl">
            Reminders
          </h2>
          <p className="text-sm text-plum-500">
            Choose what Bloom reminds you of, and when (your time). Nothing is on until you turn it on.
          </p>
        </div>
      </div>
      {isPending || !draft ? (
        isError ? (
          <FormAlert>Your reminders could not be loaded.</FormAlert>
        ) : (
          <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
        )
      ) : (
        <form onSubmit={submit} className="space-y-4" aria-label="Reminders">
          {error && <FormAlert>{error}</FormAlert>}
          <ul className="divide-y divide-line">
            {[...data!.reminders]
              .sort((a, b) => Number(b.suggested) - Number(a.suggested))
              .map((info) => {
                const r = draft.reminders.find((x) => x.kind === info.kind)!;
                const id = `reminder-${info.kind}`;
                return (
                  <li key={info.kind} className="space-y-2 py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <label
                        htmlFor={`${id}-on`}
                        className="flex items-center gap-2 font-medium text-plum-900"
                      >
                        <input
                          id={`${id}-on`}
                          type="checkbox"
                          className="size-4 accent-blush-600"
                          checked={r.enabled}
                          onChange={(e) => setReminder(info.kind, { enabled: e.target.checked })}
                        />
                        {info.label}
                        {info.suggested && (
                          <span className="rounded-full bg-sage-50 px-2 py-0.5 text-xs text-sage-700">
                            Suggested
                          </span>
                        )}
                      </label>
                      <label className="flex items-center gap-2 text-sm text-plum-700" htmlFor={`${id}-time`}>
                        Time
                        <Input
                          id={`${id}-time`}
                          type="time"
                          className="w-32"
                          value={r.time}
                          onChange={(e) => setReminder(info.kind, { time: e.target.value })}
                        />
                      </label>
                    </div>
                    <fieldset className="flex flex-wrap gap-1">
                      <legend className="sr-only">Days for {info.label}</legend>
                      {DAY_NAMES.map((day, n) => (
                        <label
                          key={day}
                          className="flex items-center gap-1 rounded-full border border-line px-2 py-1 text-xs"
                        >
                          <input
                            type="checkbox"
                            className="accent-blush-600"
                            checked={r.days.includes(n)}
                            onChange={(e) =>
                              setReminder(info.kind, {
                                days: e.target.checked ? [...r.days, n] : r.days.filter((d) => d !== n),
                              })
                            }
                          />
                          {day}
                        </label>
                      ))}
                    </fieldset>
                  </li>
                );
              })}
          </ul>
          <fieldset className="space-y-2">
            <legend className="font-medium text-plum-900">Quiet hours</legend>
            <div className="flex flex-wrap gap-3 text-sm text-plum-700">
              <label className="flex items-center gap-2" htmlFor="quiet-start">
                From
                <Input
                  id="quiet-start"
                  type="time"
                  className="w-32"
                  value={draft.quietStart ?? ""}
                  onChange={(e) => set({ quietStart: e.target.value || null })}
                />
              </label>
              <label className="flex items-center gap-2" htmlFor="quiet-end">
                To
                <Input
                  id="quiet-end"
                  type="time"
                  className="w-32"
                  value={draft.quietEnd ?? ""}
                  onChange={(e) => set({ quietEnd: e.target.value || null })}
                />
              </label>
            </div>
          </fieldset>
          <label className="flex items-start gap-2 text-sm text-plum-700" htmlFor="reminders-detailed">
            <input
              id="reminders-detailed"
              type="checkbox"
              className="mt-0.5 size-4 accent-blush-600"
              checked={draft.detailed}
              onChange={(e) => set({ detailed: e.target.checked })}
            />
            Say what each reminder is about on the lock screen (otherwise it only says "Time for your
            check-in").
          </label>
          <label className="flex items-start gap-2 text-sm text-plum-700" htmlFor="reminders-email">
            <input
              id="reminders-email"
              type="checkbox"
              className="mt-0.5 size-4 accent-blush-600"
              checked={!draft.emailOff}
              onChange={(e) => set({ emailOff: !e.target.checked })}
            />
            Email me a reminder when this device's notifications are off.
          </label>
          <p className="text-sm text-plum-500">
            Times are in {draft.timeZone}.{" "}
            {data!.push.subscriptions > 0
              ? "Notifications are on for at least one of your devices."
              : "Reminders come by email until you allow notifications."}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Setting..." : "Set reminders"}
            </Button>
            {pushSupported && (
              <Button
                type="button"
                variant="outline"
                onClick={allowNotifications}
                disabled={subscribe.isPending}
              >
                Allow notifications on this device
              </Button>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
