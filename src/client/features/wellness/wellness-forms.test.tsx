import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, signedIn } from "../../test-support/fake-server";
import { findToast, renderScreen, resetScreen } from "../../test-support/render";
import { MoodDialog } from "./mood-dialog";
import { SelfCareDialog } from "./self-care-dialog";
import { SleepDialog } from "./sleep-dialog";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const slider = (name: string) => screen.getByRole("slider", { name });
const nudge = (name: string, key: "ArrowRight" | "ArrowLeft", times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.keyDown(slider(name), { key });
};
const saved = (body: object) => () => ({
  status: 201,
  body: { id: "e1", createdAt: "2026-11-24T08:00:00.000Z", ...body, safety: null },
});

describe("the mood check-in", () => {
  it("sends the sliders and notes, then closes", async () => {
    const server = fakeServer({
      ...signedIn(),
      "POST /api/wellness/moods": saved({
        mood_score: 8,
        energy_level: 6,
        stress_level: 3,
        notes: "Slept in",
      }),
    });
    const onOpenChange = vi.fn();
    renderScreen(<MoodDialog open onOpenChange={onOpenChange} />);
    nudge("Mood", "ArrowRight");
    nudge("Energy", "ArrowLeft");
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "Slept in" } });
    fireEvent.click(screen.getByRole("button", { name: "Save check-in" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.to("POST /api/wellness/moods")[0]?.json).toEqual({
      mood_score: 8,
      energy_level: 6,
      stress_level: 3,
      notes: "Slept in",
    });
    expect(await findToast("Mood logged successfully!")).toBeTruthy();
  });

  it("after a low mood keeps the spec's toast and shows a gentle note in place of the form", async () => {
    const today = new Date();
    const birth = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 5);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    fakeServer({
      ...signedIn({ motherhood_stage: "postpartum_0-6", baby_birth_date: iso(birth) }),
      "POST /api/wellness/moods": saved({ mood_score: 3, energy_level: 7, stress_level: 3, notes: "" }),
    });
    const onOpenChange = vi.fn();
    renderScreen(<MoodDialog open onOpenChange={onOpenChange} />);
    nudge("Mood", "ArrowLeft", 4);
    fireEvent.click(screen.getByRole("button", { name: "Save check-in" }));
    expect(await findToast("Mood logged successfully!")).toBeTruthy();
    const note = await screen.findByRole("region", { name: "Thank you for telling us how you feel" });
    expect(note.textContent).toContain("baby blues");
    expect(note.textContent).toContain("most days for more than two weeks");
    expect(screen.getByRole("link", { name: "Call 1-833-TLC-MAMA" }).getAttribute("href")).toBe(
      "tel:+18338526262",
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    fireEvent.click(within(note).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the urgent help, not the gentle note, when the server found an urgent sign", async () => {
    fakeServer({
      ...signedIn({ motherhood_stage: "postpartum_0-6" }),
      "POST /api/wellness/moods": () => ({
        status: 201,
        body: {
          id: "e1",
          created_at: "2026-11-24T08:00:00.000Z",
          mood_score: 2,
          energy_level: 5,
          stress_level: 5,
          notes: "x",
          safety: {
            urgent: false,
            selfHarm: true,
            emergency: true,
            signs: [
              {
                id: "thoughts-of-self-harm",
                kind: "selfHarm",
                emergency: true,
                label: "Thoughts of harming yourself or of not wanting to live",
              },
            ],
          },
        },
      }),
    });
    renderScreen(<MoodDialog open onOpenChange={() => {}} />);
    nudge("Mood", "ArrowLeft", 5);
    fireEvent.click(screen.getByRole("button", { name: "Save check-in" }));
    expect(await screen.findByText("Call or text 988 now")).toBeTruthy();
    expect(screen.queryByText("Thank you for telling us how you feel")).toBeNull();
  });

  it("keeps everything she set when the server fails, and says so", async () => {
    fakeServer({
      ...signedIn(),
      "POST /api/wellness/moods": () => apiError(500, "server_error", "Database unavailable"),
    });
    const onOpenChange = vi.fn();
    renderScreen(<MoodDialog open onOpenChange={onOpenChange} />);
    nudge("Stress", "ArrowRight", 2);
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "Long night" } });
    fireEvent.click(screen.getByRole("button", { name: "Save check-in" }));
    expect(await findToast("Error logging mood")).toBeTruthy();
    expect(slider("Stress").getAttribute("aria-valuenow")).toBe("5");
    expect((screen.getByLabelText("Notes (optional)") as HTMLTextAreaElement).value).toBe("Long night");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("the sleep log", () => {
  it("sends hours in half steps and the quality", async () => {
    const server = fakeServer({
      ...signedIn(),
      "POST /api/wellness/sleep": saved({ hours: 6, quality: 8, notes: "" }),
    });
    renderScreen(<SleepDialog open onOpenChange={() => {}} />);
    nudge("Hours slept", "ArrowLeft", 2);
    nudge("Sleep quality", "ArrowRight");
    fireEvent.click(screen.getByRole("button", { name: /save/i }));
    expect(await findToast("Sleep logged successfully!")).toBeTruthy();
    expect(server.to("POST /api/wellness/sleep")[0]?.json).toEqual({ hours: 6, quality: 8, notes: "" });
  });
});

describe("the self-care log", () => {
  it("asks for an activity before sending anything", async () => {
    const server = fakeServer(signedIn());
    renderScreen(<SelfCareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: /save|log/i }));
    expect(await findToast("Please select at least one activity")).toBeTruthy();
    expect(server.to("POST /api/wellness/self-care")).toHaveLength(0);
  });

  it("sends each chosen activity with her minutes", async () => {
    const server = fakeServer({
      ...signedIn(),
      "POST /api/wellness/self-care": saved({
        activities: [{ activity: "meditation", minutes: 8 }],
        notes: "",
      }),
    });
    renderScreen(<SelfCareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole("checkbox", { name: /Meditation/ }));
    fireEvent.change(screen.getByLabelText("Minutes of meditation"), { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: /save|log/i }));
    expect(await findToast("Self-care logged successfully!")).toBeTruthy();
    expect(server.to("POST /api/wellness/self-care")[0]?.json).toEqual({
      activities: [{ activity: "meditation", minutes: 8 }],
      notes: "",
    });
  });

  it("sends no minutes for an activity she ticked without saying how long", async () => {
    const server = fakeServer({
      ...signedIn(),
      "POST /api/wellness/self-care": saved({
        activities: [{ activity: "reading", minutes: null }],
        notes: "",
      }),
    });
    renderScreen(<SelfCareDialog open onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole("checkbox", { name: /Reading/ }));
    expect((screen.getByLabelText("Minutes of reading") as HTMLInputElement).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /save|log/i }));
    expect(await findToast("Self-care logged successfully!")).toBeTruthy();
    expect(server.to("POST /api/wellness/self-care")[0]?.json).toEqual({
      activities: [{ activity: "reading", minutes: null }],
      notes: "",
    });
  });
});

describe("the sliders, as a screen reader hears them", () => {
  const heard = (el: HTMLElement) => ({
    name: el.getAttribute("aria-label"),
    value: el.getAttribute("aria-valuetext"),
    scale: document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? null,
  });

  it("names each of the mood check-in's sliders and says what its two ends mean", () => {
    fakeServer(signedIn());
    renderScreen(<MoodDialog open onOpenChange={() => {}} />);
    const sliders = screen.getAllByRole("slider");
    expect(sliders.map(heard)).toEqual([
      { name: "Mood", value: "7", scale: "From 1, Low, to 10, Great." },
      { name: "Energy", value: expect.any(String), scale: "From 1, Drained, to 10, Energized." },
      { name: "Stress", value: expect.any(String), scale: "From 1, Calm, to 10, Very stressed." },
    ]);
    for (const s of sliders)
      expect(screen.getByRole("slider", { name: s.getAttribute("aria-label")! })).toBe(s);
  });

  it("names the sleep log's sliders, the hours read as hours", () => {
    fakeServer(signedIn());
    renderScreen(<SleepDialog open onOpenChange={() => {}} />);
    const [hours, quality] = screen.getAllByRole("slider");
    expect(screen.getByRole("slider", { name: "Hours slept" })).toBe(hours);
    expect(heard(hours!).value).toMatch(/hours?/);
    expect(heard(quality!)).toMatchObject({
      name: "Sleep quality",
      scale: "From 1/10, Restless, to 10/10, Deep and restful.",
    });
  });
});
