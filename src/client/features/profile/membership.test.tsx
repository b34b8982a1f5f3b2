import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Membership as MembershipData } from "../../../shared/premium";
import { fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { Membership } from "./membership";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const free: MembershipData = {
  subscribed: false,
  state: "none",
  plan: "Premium Access",
  billing: null,
  periodEnd: null,
  provider: null,
  checkout: "local",
  canManageBilling: false,
};
const active: MembershipData = {
  ...free,
  subscribed: true,
  state: "active",
  billing: "monthly",
  periodEnd: "2026-04-12T12:00:00.000Z",
  provider: "stripe",
  checkout: "stripe",
  canManageBilling: true,
};

describe("the Membership card", () => {
  it("opens the Premium modal, whose button starts the checkout and takes her there", async () => {
    const server = fakeServer({
      ...signedIn(),
      "GET /api/subscription/membership": () => ({ body: free }),
      "POST /api/subscription/checkout": () => ({ body: { url: "/premium/checkout?plan=monthly" } }),
    });
    renderScreen(<Membership />, { path: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: "Explore Premium Access" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Your Journey" });
    expect(dialog.textContent).toContain("nothing is charged");
    const buy = await screen.findByRole("button", { name: "Get Premium Access" });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(buy);
    expect((await screen.findByTestId("landed")).textContent).toBe("/premium/checkout");
    expect(server.to("POST /api/subscription/checkout")).toHaveLength(1);
  });

  it("applies her Stripe session on her return, welcomes her and reads her subscription again", async () => {
    let paid = false;
    const server = fakeServer({
      ...signedIn(),
      "GET /api/subscription/membership": () => ({ body: paid ? active : free }),
      "POST /api/subscription/checkout/sync": () => {
        paid = true;
        return { body: active };
      },
    });
    renderScreen(<Membership />, { path: "/profile", at: "/profile?checkout=success&session_id=cs_test_42" });
    expect(await screen.findByText("Welcome to Premium Access!")).toBeTruthy();
    expect(server.to("POST /api/subscription/checkout/sync")[0]?.json).toEqual({ sessionId: "cs_test_42" });
    expect(await screen.findByText(/Renews on April 12, 2026/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
    // The session's subscribed flag (guards, the community) is read again after the sync.
    await waitFor(() => expect(server.to("GET /api/subscription").length).toBeGreaterThanOrEqual(2));
  });

  it("cancels at period end, shows 'Active until', and resumes", async () => {
    let current: MembershipData = {
      ...active,
      provider: "local",
      checkout: "local",
      canManageBilling: false,
    };
    const server = fakeServer({
      ...signedIn(),
      "GET /api/subscription/membership": () => ({ body: current }),
      "POST /api/subscription/cancel": () => {
        current = { ...current, state: "canceling" };
        return { body: current };
      },
      "POST /api/subscription/resume": () => {
        current = { ...current, state: "active" };
        return { body: current };
      },
    });
    renderScreen(<Membership />, { path: "/profile" });
    expect(await screen.findByText("Test checkout, nothing charged")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel membership" }));
    expect(await screen.findByText("Active until April 12, 2026")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Resume membership" }));
    expect(await screen.findByText("Renews on April 12, 2026")).toBeTruthy();
    expect(server.to("POST /api/subscription/cancel")).toHaveLength(1);
    expect(server.to("POST /api/subscription/resume")).toHaveLength(1);
  });
});
