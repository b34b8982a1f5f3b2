import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "../../../shared/live";
import { fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { LiveActivity } from "./live-activity";

/** The browser's EventSource, which happy-dom lacks: the test plays the server's stream. */
class FakeEventSource {
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 0;
  onmessage: ((m: { data: string }) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: () => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(event: LiveEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const event = (id: number, type: string, actorName: string): LiveEvent => ({
  id,
  topic: "community",
  type,
  payload: { postId: `p${id}`, actorName },
  at: new Date().toISOString(),
});

beforeEach(() => {
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

describe("the live activity box", () => {
  it("says so when nothing has happened yet", async () => {
    fakeServer({ ...signedIn(), "GET /api/community/events/recent": () => ({ body: { events: [] } }) });
    renderScreen(<LiveActivity />, { path: "/community" });
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
  });

  it("shows the 3 latest events, then each new one on top as it arrives", async () => {
    fakeServer({
      ...signedIn(),
      "GET /api/community/events/recent": () => ({
        body: {
          events: [
            event(3, "post.liked", "Bea"),
            event(2, "comment.created", "Ana"),
            event(1, "post.created", "Cleo"),
          ],
        },
      }),
    });
    renderScreen(<LiveActivity />, { path: "/community" });
    expect(await screen.findByText("Bea liked a post")).toBeTruthy();
    const source = FakeEventSource.last!;
    expect(source.url).toBe("/api/community/events");
    act(() => source.open());
    expect(await screen.findByText("Live")).toBeTruthy();

    act(() => source.send(event(4, "post.created", "Quiet Fern")));
    await waitFor(() => expect(screen.getByText("Quiet Fern shared a post")).toBeTruthy());
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Quiet Fern shared a postJust now",
      "Bea liked a postJust now",
      "Ana replied to a postJust now",
    ]);

    // An event the box does not describe changes nothing.
    act(() => source.send(event(5, "post.removed", "Moderator")));
    expect(within(screen.getByRole("list")).getAllByRole("listitem")[0]!.textContent).toContain("Quiet Fern");
  });
});
