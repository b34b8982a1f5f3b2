import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = true;
function Page() {
  if (broken) throw new Error("cannot read properties of undefined");
  return <h1>Your dashboard</h1>;
}

describe("ErrorBoundary", () => {
  it("shows a render error as a message with a retry that renders the page again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    render(
      <ErrorBoundary variant="route">
        <Page />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Something went wrong. Please try again.");
    expect(alert.textContent).not.toContain("cannot read properties");

    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { name: "Your dashboard" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names a failed chunk as a page that could not be loaded, and calls onError and onRetry", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onError = vi.fn();
    const onRetry = vi.fn();
    function Chunk(): never {
      throw new TypeError("Failed to fetch dynamically imported module: http://x/assets/faq-page-1.js");
    }
    render(
      <ErrorBoundary variant="route" onError={onError} onRetry={onRetry}>
        <Chunk />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // It threw again: the message stays.
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
  });

  it("forgets the error when the route changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
