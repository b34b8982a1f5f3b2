import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, signedIn, visitor } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { ALREADY_REGISTERED_MESSAGE } from "./auth-provider";
import { Component as LoginPage } from "./login-page";
import { Component as RegisterPage } from "./register-page";
import { Component as ResetPasswordPage } from "./reset-password-page";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe("the log-in form", () => {
  it("says what is missing and sends nothing", async () => {
    const server = fakeServer(visitor);
    renderScreen(<LoginPage />, { path: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    type("Email", "maya@");
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(server.to("POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what she typed", async () => {
    const server = fakeServer({
      ...visitor,
      "POST /api/auth/sign-in/email": () => ({
        status: 401,
        body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      }),
    });
    renderScreen(<LoginPage />, { path: "/login" });
    type("Email", "maya@example.com");
    type("Password", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Invalid email or password");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("maya@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("gentle-morning-walks-7");
    expect(server.to("POST /api/auth/sign-in/email")[0]?.json).toEqual({
      email: "maya@example.com",
      password: "gentle-morning-walks-7",
    });
  });

  it("says the refusal once, beside the button and not in a toast, and drops it when she edits", async () => {
    fakeServer({
      ...visitor,
      "POST /api/auth/sign-in/email": () =>
        apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
    });
    renderScreen(<LoginPage />, { path: "/login" });
    type("Email", "maya@example.com");
    type("Password", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    const alert = await screen.findByRole("alert");
    // Just above Log In, where her eyes are; said once on the page.
    expect(alert.nextElementSibling).toBe(screen.getByRole("button", { name: "Log In" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText("Invalid email or password")).toHaveLength(1);
    type("Password", "gentle-morning-walks-8");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("never leaves an old refusal beside a new error", async () => {
    fakeServer({
      ...visitor,
      "POST /api/auth/sign-in/email": () =>
        apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
    });
    renderScreen(<LoginPage />, { path: "/login" });
    type("Email", "maya@example.com");
    type("Password", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    await screen.findByRole("alert");
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Password is required")).toBeTruthy();
    expect(screen.queryByText("Invalid email or password")).toBeNull();
  });

  it("signs her in and goes to the dashboard", async () => {
    const account = signedIn();
    fakeServer({
      ...visitor,
      "POST /api/auth/sign-in/email": () => ({
        body: { user: { id: "u1", email: "maya@example.com", name: "Maya Rivers", emailVerified: true } },
      }),
      "GET /api/profile": account["GET /api/profile"]!,
      "GET /api/subscription": account["GET /api/subscription"]!,
    });
    renderScreen(<LoginPage />, { path: "/login" });
    type("Email", "maya@example.com");
    type("Password", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect((await screen.findByTestId("landed")).textContent).toBe("/dashboard");
  });
});

describe("the register form", () => {
  const fill = (password: string, confirm: string, agree = true) => {
    type("Name", "Maya Rivers");
    type("Email", "maya@example.com");
    type("Password", password);
    type("Confirm password", confirm);
    fireEvent.change(screen.getByLabelText("Where are you in your journey?"), {
      target: { value: "postpartum" },
    });
    if (agree) {
      fireEvent.click(screen.getByLabelText(/I accept the Terms of Service and the Privacy Policy/));
      fireEvent.click(screen.getByLabelText("I am 18 or older."));
    }
  };

  it("asks her to accept the terms and privacy policy and to confirm she is 18, without a request", async () => {
    const server = fakeServer(visitor);
    renderScreen(<RegisterPage />, { path: "/register" });
    fill("gentle-morning-walks-7", "gentle-morning-walks-7", false);
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(
      await screen.findByText("Please accept the Terms of Service and the Privacy Policy to join Bloom."),
    ).toBeTruthy();
    expect(screen.getByText("Bloom is for adults: please confirm that you are 18 or older.")).toBeTruthy();
    expect(screen.getByLabelText("I am 18 or older.").getAttribute("aria-invalid")).toBe("true");
    expect(server.to("POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("refuses passwords that differ or are too short, without a request", async () => {
    const server = fakeServer(visitor);
    renderScreen(<RegisterPage />, { path: "/register" });
    fill("short", "short");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    fill("gentle-morning-walks-7", "gentle-morning-walks-8");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(server.to("POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("sends her details (not the confirmation) and keeps them when the server refuses", async () => {
    const server = fakeServer({
      ...visitor,
      "POST /api/auth/sign-up/email": () =>
        apiError(429, "RATE_LIMITED", "Too many requests. Please try again later."),
    });
    renderScreen(<RegisterPage />, { path: "/register" });
    fill("gentle-morning-walks-7", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Too many requests. Please try again later.",
    );
    // Once, beside Sign Up: no toast over the button as well.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText("Too many requests. Please try again later.")).toHaveLength(1);
    expect(screen.getByRole("alert").nextElementSibling).toBe(
      screen.getByRole("button", { name: "Sign Up" }),
    );
    expect(server.to("POST /api/auth/sign-up/email")[0]?.json).toEqual({
      name: "Maya Rivers",
      email: "maya@example.com",
      password: "gentle-morning-walks-7",
      motherhood_stage: "postpartum",
      terms_accepted: true,
      age_confirmed: true,
      callbackURL: "/dashboard",
    });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Maya Rivers");
    expect((screen.getByLabelText("Where are you in your journey?") as HTMLSelectElement).value).toBe(
      "postpartum",
    );
    await waitFor(() => expect(screen.queryByTestId("landed")).toBeNull());
  });

  it("signs her in after the sign-up and takes her to the dashboard", async () => {
    const account = signedIn();
    const server = fakeServer({
      ...visitor,
      "POST /api/auth/sign-up/email": () => ({
        body: { token: null, user: { id: "u1", email: "maya@example.com", name: "Maya Rivers" } },
      }),
      "POST /api/auth/sign-in/email": () => ({
        body: { user: { id: "u1", email: "maya@example.com", name: "Maya Rivers", emailVerified: false } },
      }),
      "GET /api/profile": account["GET /api/profile"]!,
      "GET /api/subscription": account["GET /api/subscription"]!,
    });
    renderScreen(<RegisterPage />, { path: "/register" });
    fill("gentle-morning-walks-7", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect((await screen.findByTestId("landed")).textContent).toBe("/dashboard");
    expect(server.to("POST /api/auth/sign-in/email")[0]?.json).toEqual({
      email: "maya@example.com",
      password: "gentle-morning-walks-7",
    });
  });

  it("sends her to her mail when the address had an account already, saying nothing more", async () => {
    fakeServer({
      ...visitor,
      // The server answers a registered address as a new one, and mails its owner instead.
      "POST /api/auth/sign-up/email": () => ({
        body: { token: null, user: { id: "x", email: "maya@example.com", name: "Maya Rivers" } },
      }),
      "POST /api/auth/sign-in/email": () =>
        apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
    });
    renderScreen(<RegisterPage />, { path: "/register" });
    fill("gentle-morning-walks-7", "gentle-morning-walks-7");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect((await screen.findByRole("alert")).textContent).toContain(ALREADY_REGISTERED_MESSAGE);
    await waitFor(() => expect(screen.queryByTestId("landed")).toBeNull());
  });
});

describe("the new-password form", () => {
  it("says plainly that a used link is used, with the way to a new one", async () => {
    fakeServer({
      ...visitor,
      "POST /api/auth/reset-password": () => apiError(400, "INVALID_TOKEN", "Invalid token"),
    });
    renderScreen(<ResetPasswordPage />, { path: "/reset-password", at: "/reset-password?token=used-one" });
    type("New password", "a-brand-new-morning-5");
    type("Confirm new password", "a-brand-new-morning-5");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This reset link has already been used or has expired");
    expect(alert.textContent).not.toContain("Invalid token");
    const link = screen.getByRole("link", { name: "Ask for a new link" });
    expect(link.getAttribute("href")).toBe("/forgot-password");
  });
});
