import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { Component as ProfilePage } from "./profile-page";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const nameField = () => screen.findByLabelText("Name") as Promise<HTMLInputElement>;

async function openProfile(routes: ReturnType<typeof signedIn>) {
  const server = fakeServer(routes);
  renderScreen(<ProfilePage />, { path: "/profile" });
  // The form fills in from her profile once it has arrived.
  await waitFor(async () => expect((await nameField()).value).toBe("Maya"));
  return server;
}

describe("the profile form", () => {
  it("asks for a name and sends nothing without one", async () => {
    const server = await openProfile(signedIn());
    fireEvent.input(await nameField(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(server.to("PATCH /api/profile")).toHaveLength(0);
  });

  it("sends the name, stage and bio with her time zone, and says it saved", async () => {
    const routes = signedIn();
    const server = await openProfile({
      ...routes,
      "PATCH /api/profile": (req) => ({
        body: { ...(routes["GET /api/profile"]!(req) as { body: object }).body, ...(req.json as object) },
      }),
    });
    fireEvent.input(await nameField(), { target: { value: "Maya R." } });
    fireEvent.change(screen.getByLabelText("Motherhood stage"), { target: { value: "postpartum" } });
    fireEvent.input(screen.getByLabelText("About you"), { target: { value: "  Two under two.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeTruthy();
    const [sent] = server.to("PATCH /api/profile");
    expect(sent?.json).toEqual({
      display_name: "Maya R.",
      motherhood_stage: "postpartum",
      bio: "Two under two.",
    });
    expect(sent?.query.get("tz")).toBeTruthy();
  });

  it("names the weekly goal her stage starts from, not a flat five", async () => {
    const threeWeeksAgo = new Date();
    threeWeeksAgo.setDate(threeWeeksAgo.getDate() - 21);
    const born = `${threeWeeksAgo.getFullYear()}-${String(threeWeeksAgo.getMonth() + 1).padStart(2, "0")}-${String(threeWeeksAgo.getDate()).padStart(2, "0")}`;
    await openProfile(signedIn({ motherhood_stage: "postpartum", baby_birth_date: born }));
    expect(
      screen.getByRole("option", {
        name: "Follow my saved workout plan (2 a week for my stage without one)",
      }),
    ).toBeTruthy();
  });

  it("keeps her changes when the server refuses them", async () => {
    await openProfile({
      ...signedIn(),
      "PATCH /api/profile": () => apiError(400, "invalid_input", "Motherhood stage is not one we know."),
    });
    fireEvent.input(await nameField(), { target: { value: "Maya Rivers" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to update profile")).toBeTruthy();
    expect((await nameField()).value).toBe("Maya Rivers");
  });
});

describe("deleting the account", () => {
  async function openDeleteDialog(routes: ReturnType<typeof signedIn>) {
    const server = await openProfile(routes);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const submit = (await screen.findByRole("button", {
      name: "Delete my account for good",
    })) as HTMLButtonElement;
    return { server, submit };
  }

  it("asks for DELETE and her current password before it sends anything", async () => {
    const { server, submit } = await openDeleteDialog(signedIn());
    fireEvent.change(screen.getByLabelText("Type DELETE to confirm"), { target: { value: "DELETE" } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Your current password"), {
      target: { value: "blossoming-spring-42" },
    });
    expect(submit.disabled).toBe(false);
    expect(server.to("DELETE /api/account")).toHaveLength(0);
  });

  it("sends both and shows the server's refusal of a wrong password", async () => {
    const { server, submit } = await openDeleteDialog({
      ...signedIn(),
      "DELETE /api/account": () => apiError(403, "wrong_password", "Your password is not correct."),
    });
    fireEvent.change(screen.getByLabelText("Type DELETE to confirm"), { target: { value: "DELETE" } });
    fireEvent.change(screen.getByLabelText("Your current password"), { target: { value: "not-hers-123" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Your password is not correct.")).toBeTruthy();
    expect(server.to("DELETE /api/account")[0]?.json).toEqual({
      confirm: "DELETE",
      password: "not-hers-123",
    });
  });
});
