import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findJourney } from "../../../shared/journeys";
import { apiError, fakeServer, signedIn } from "../../test-support/fake-server";
import { findToast, renderScreen, resetScreen } from "../../test-support/render";
import { Component as OnboardingPage } from "./onboarding-page";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const newcomer = () => signedIn({ motherhood_stage: "none" });
const stage = findJourney("pregnant").stages[1]!;

describe("onboarding's journey picker", () => {
  it("asks for a journey before saving anything", async () => {
    const server = fakeServer(newcomer());
    renderScreen(<OnboardingPage />, { path: "/onboarding" });
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await findToast("Please select your current journey")).toBeTruthy();
    expect(server.to("PATCH /api/profile")).toHaveLength(0);
  });

  it("saves the stage she picked and goes on to the dashboard", async () => {
    const routes = newcomer();
    const server = fakeServer({
      ...routes,
      "PATCH /api/profile": (req) => ({
        body: { ...(routes["GET /api/profile"]!(req) as { body: object }).body, ...(req.json as object) },
      }),
    });
    renderScreen(<OnboardingPage />, { path: "/onboarding" });
    fireEvent.click(await screen.findByRole("button", { name: /^Pregnant/ }));
    fireEvent.click(screen.getByRole("radio", { name: new RegExp(stage.label) }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByTestId("landed")).textContent).toBe("/dashboard");
    expect(server.to("PATCH /api/profile")[0]?.json).toEqual({ motherhood_stage: stage.value });
  });

  it("stays with her choice when the save fails", async () => {
    fakeServer({
      ...newcomer(),
      "PATCH /api/profile": () => apiError(500, "server_error", "Database unavailable"),
    });
    renderScreen(<OnboardingPage />, { path: "/onboarding" });
    fireEvent.click(await screen.findByRole("button", { name: /^Pregnant/ }));
    fireEvent.click(screen.getByRole("radio", { name: new RegExp(stage.label) }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await findToast("Failed to update your journey. Please try again.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: new RegExp(stage.label) }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(screen.queryByTestId("landed")).toBeNull();
  });
});
