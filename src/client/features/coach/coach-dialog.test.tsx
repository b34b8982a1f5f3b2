import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KNOWLEDGE } from "../../../content/coach";
import { GENERIC_CHIPS, STAGE_CHIPS } from "../../../content/coach/coaches";
import { COACH_GREETING_MS, COACH_REPLY_MS, COACH_SEARCH_MS } from "../../../shared/coach/chat";
import { createKnowledgeMatcher } from "../../../shared/coach/matcher";
import { offlineReply } from "../../../shared/coach/reply";
import { safetySign } from "../../../shared/safety";
import { AuthProvider } from "../auth";
import CoachDialog, { COACH_NOTICE } from "./coach-dialog";

/**
 * The whole chat, driven through the dialog with fake timers. Only the HTTP boundary is faked: the
 * coach's answers come from the real knowledge base and red-flag reader (the same code the server
 * runs for POST /api/coach/reply), and the session from a stand-in for the auth endpoints.
 */
const matcher = createKnowledgeMatcher(KNOWLEDGE);

interface Server {
  session: { email: string; displayName: string | null; stage: string } | null;
  /** Makes the coach endpoint answer this status and error instead of a reply. */
  failWith?: { status: number; code: string; message: string } | "network";
  sent: { message: string; stage?: string | null }[];
}
let server: Server;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  const s = server.session;
  switch (url.pathname) {
    case "/api/auth/get-session":
      return json(s ? { user: { id: "u1", email: s.email, name: "Ada", emailVerified: true } } : null);
    case "/api/profile":
      return s
        ? json({ user_id: "u1", display_name: s.displayName, motherhood_stage: s.stage, bio: null })
        : json({ error: { code: "unauthorized", message: "Please log in." } }, 401);
    case "/api/subscription":
      return json({ subscribed: false, subscription_tier: null, subscription_end: null });
    case "/api/coach/reply": {
      const body = JSON.parse(String(init?.body));
      server.sent.push(body);
      if (server.failWith === "network") throw new TypeError("Failed to fetch");
      if (server.failWith) {
        const { status, code, message } = server.failWith;
        return json({ error: { code, message } }, status);
      }
      return json(offlineReply(body.message, body.stage ?? null, matcher));
    }
    default:
      return json({ error: { code: "not_found", message: "Not found" } }, 404);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
  server = { session: null, sent: [] };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const T0 = new Date("2026-05-04T09:30:00Z");

/** The dialog as the home page mounts it: open until closed, and a button to open it again. */
function Harness({ random }: { random: () => number }) {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter>
      <AuthProvider>
        {open ? (
          <CoachDialog onClose={() => setOpen(false)} random={random} now={() => T0} />
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Wellness Coach
          </button>
        )}
      </AuthProvider>
    </MemoryRouter>
  );
}

async function openChat(random = () => 0) {
  render(<Harness random={random} />);
  await advance(0); // the session is read
  return screen.getByRole("dialog", { name: "Wellness Coach" });
}

const input = () => screen.getByLabelText("Message to your coach") as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
const log = () => screen.getByRole("log", { name: "Conversation" });
const chips = () =>
  screen.queryByRole("list", { name: "Suggestions" })
    ? within(screen.getByRole("list", { name: "Suggestions" }))
        .getAllByRole("button")
        .map((b) => b.textContent)
    : [];
/** The messages in the conversation, each as "sender: first words". */
const bubbles = () => within(log()).queryAllByText(/./, { selector: "p" });

async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest("form")!);
  await advance(0);
}

// Fake timers make the flow instant; the generous timeout is for a busy machine (each test renders
// the dialog and reads messages with the real red-flag reader and matcher).
describe("the wellness coach chat", { timeout: 30_000 }, () => {
  it("searches for 2 s, assigns a coach, greets her 1 s later, and only then shows chips", async () => {
    const random = vi.fn(() => 0.5);
    const dialog = await openChat(random);
    expect(within(dialog).getByText(COACH_NOTICE)).toBeTruthy();
    expect(within(log()).getByRole("status").textContent).toBe("Searching for a coach…");
    expect(input().disabled).toBe(true);

    await advance(COACH_SEARCH_MS - 1);
    expect(input().disabled).toBe(true);
    expect(random).not.toHaveBeenCalled();
    await advance(1);
    // A visitor has no stage: General Wellness.
    expect(random).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText(/Sofia · General Wellness/)).toBeTruthy();
    expect(input().disabled).toBe(false);
    expect(screen.queryByText(/^Hi there!/)).toBeNull();
    expect(chips()).toEqual([]);

    await advance(COACH_GREETING_MS - 1);
    expect(screen.queryByText(/^Hi there!/)).toBeNull();
    await advance(1);
    expect(
      within(log()).getByText(/^Hi there! I'm Sofia, Bloom's automated General Wellness coach/),
    ).toBeTruthy();
    // Four generic chips when she has no ttc, pregnant or postpartum stage.
    expect(chips()).toEqual([...GENERIC_CHIPS]);
  });

  it("shows the typing indicator for 1.5 s per reply, with the input disabled, and the chips only while there is one message", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);

    // A chip click sends its words as her message; the chips then give way.
    fireEvent.click(screen.getByRole("button", { name: "How can I sleep better?" }));
    await advance(0);
    expect(server.sent).toEqual([{ message: "How can I sleep better?", stage: null }]);
    expect(within(log()).getByText("How can I sleep better?")).toBeTruthy();
    expect(chips()).toEqual([]);
    expect(within(log()).getByRole("status").textContent).toBe("Sofia is typing…");
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);

    // The server answered at once, but the reply waits for the indicator's 1.5 s.
    await advance(COACH_REPLY_MS - 1);
    expect(within(log()).queryByRole("status")).not.toBeNull();
    expect(within(log()).queryAllByRole("listitem")).toEqual([]);
    await advance(1);
    expect(within(log()).queryByRole("status")).toBeNull();
    expect(input().disabled).toBe(false);
    // The answer: the entry's title, what helps, and a link into Bloom.
    const reply = offlineReply("How can I sleep better?", null, matcher);
    if (reply.kind !== "answer") throw new Error("expected an answer");
    expect(within(log()).getByText(reply.answer.title)).toBeTruthy();
    expect(within(log()).getByText(reply.answer.recommendations[0]!)).toBeTruthy();
    expect(
      within(log()).getByRole("link", { name: reply.answer.programs[0]!.label }).getAttribute("href"),
    ).toBe(reply.answer.programs[0]!.href);
    expect(chips()).toEqual([]);
  });

  it("greets a signed-in mother by her first name, matches her stage's coach and offers 4 stage chips and 2 generic ones", async () => {
    server.session = {
      email: "ada.moss@example.com",
      displayName: "Ada Moss",
      stage: "pregnant_trimester_2",
    };
    const dialog = await openChat(() => 0.99);
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    expect(within(dialog).getByText(/Maya · Pregnancy & Prenatal/)).toBeTruthy();
    expect(within(log()).getByText(/^Hi Ada! I'm Maya/)).toBeTruthy();
    expect(chips()).toEqual([...STAGE_CHIPS.pregnant, ...GENERIC_CHIPS.slice(0, 2)]);

    await type("How much caffeine can I have?");
    expect(server.sent).toEqual([
      { message: "How much caffeine can I have?", stage: "pregnant_trimester_2" },
    ]);
    await advance(COACH_REPLY_MS);
    expect(within(log()).getByText(/200 mg/)).toBeTruthy();
  });

  it("greets her by her email's local part when she has no display name", async () => {
    server.session = { email: "ada.moss@example.com", displayName: null, stage: "postpartum_0-6" };
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    expect(
      within(log()).getByText(/^Hi ada\.moss! I'm Grace, Bloom's automated Postpartum Recovery coach/),
    ).toBeTruthy();
    expect(chips()).toEqual([...STAGE_CHIPS.postpartum, ...GENERIC_CHIPS.slice(0, 2)]);
  });

  it("answers a warning sign with the urgent help and no coaching, and keeps it pinned after", async () => {
    server.session = { email: "noor@example.com", displayName: "Noor", stage: "pregnant_trimester_3" };
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);

    await type(
      "how do I ease back pain? also I've had the worst headache for two days and my vision is blurry",
    );
    await advance(COACH_REPLY_MS);
    const help = within(log()).getByRole("alert", { name: "Call your doctor or midwife now" });
    expect(help.textContent).toContain("“I am pregnant.”");
    expect(
      within(help)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([safetySign("severe-headache").label, safetySign("vision-changes").label]);
    // No coaching beside it: no answer title, no "What can help", no Bloom links.
    expect(within(log()).queryByText("Back pain in pregnancy")).toBeNull();
    expect(within(log()).queryByText("What can help")).toBeNull();
    expect(
      within(log())
        .queryAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["tel:911"]);

    // Her next question is answered, and the help stays pinned: the conversation stays escalated.
    await type("what stretches help my lower back at 30 weeks?");
    expect(screen.getByRole("region", { name: "Call your doctor or midwife now." })).toBeTruthy();
    await advance(COACH_REPLY_MS);
    expect(within(log()).getByText("Back pain in pregnancy")).toBeTruthy();
    const pinned = screen.getByRole("region", { name: "Call your doctor or midwife now." });
    expect(within(pinned).getByRole("link", { name: "Call 911" }).getAttribute("href")).toBe("tel:911");

    // Topics under a vague reply give way to the help too.
    await type("hey");
    await advance(COACH_REPLY_MS);
    expect(within(log()).getByText(/Could you tell me a little more/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Topics" })).toBeNull();
    // And no sentence promises topics that are not there.
    expect(within(log()).queryByText(/topic/i)).toBeNull();
  });

  it("answers thoughts of self-harm with 988, 911 and the maternal hotline", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    await type("honestly i dont want to be here anymore");
    await advance(COACH_REPLY_MS);
    const help = within(log()).getByRole("alert", { name: "Call or text 988 now" });
    const hrefs = within(help)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["tel:988", "sms:988", "tel:911", "tel:+18338526262"]));
  });

  it("asks for detail when a message is vague, and a topic click sends that topic", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    await type("hello");
    await advance(COACH_REPLY_MS);
    const topics = screen.getByRole("list", { name: "Topics" });
    // The lead-in comes with the topics, right above them.
    expect(topics.previousElementSibling?.textContent).toBe("Or pick a topic I know well:");
    fireEvent.click(within(topics).getByRole("button", { name: GENERIC_CHIPS[2]! }));
    await advance(0);
    expect(server.sent.map((m) => m.message)).toEqual(["hello", GENERIC_CHIPS[2]]);
  });

  it("ignores empty messages and messages sent while the coach is typing", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    await type("   ");
    expect(server.sent).toEqual([]);
    await type("How can I manage stress?");
    await type("and another thing");
    expect(server.sent.map((m) => m.message)).toEqual(["How can I manage stress?"]);
  });

  it("keeps her words when the server refuses, and shows its message", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    server.failWith = {
      status: 429,
      code: "rate_limited",
      message: "Too many messages. Please wait a minute.",
    };
    await type("How can I manage stress?");
    await advance(COACH_REPLY_MS);
    expect(screen.getByRole("alert").textContent).toBe("Too many messages. Please wait a minute.");
    expect(input().value).toBe("How can I manage stress?");
    expect(within(log()).queryByText("How can I manage stress?")).toBeNull();
    expect(chips()).toHaveLength(4);
  });

  it("still shows the urgent help when the server cannot be reached", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    server.failWith = "network";
    await type("I'm soaking a pad every hour since the birth");
    await advance(COACH_REPLY_MS);
    expect(within(log()).getByRole("alert", { name: "Call your doctor or midwife now" })).toBeTruthy();
  });

  it("resets the coach and the messages when closed", async () => {
    await openChat();
    await advance(COACH_SEARCH_MS + COACH_GREETING_MS);
    await type("How can I sleep better?");
    await advance(COACH_REPLY_MS);
    expect(bubbles().length).toBeGreaterThan(2);

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await advance(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Wellness Coach" }));
    await advance(0);
    expect(within(log()).getByRole("status").textContent).toBe("Searching for a coach…");
    expect(within(log()).queryByText("How can I sleep better?")).toBeNull();
    expect(input().disabled).toBe(true);
  });
});
