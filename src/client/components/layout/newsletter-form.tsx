import { type FormEvent, useState } from "react";
import { call, messageOf, unreachable } from "../../lib/api";
import { notify } from "../../lib/notify";
import { Button } from "../ui/button";

const TOAST_MS = 5000;

/**
 * The newsletter's one call, through the typed client like every call to Bloom's routes. The form
 * sits in the footer of every page, `/` included, outside the query cache's provider and under the
 * first page's budget (docs/decisions/008-client-data-layer.md): the typed client is loaded when
 * she subscribes, not with the page, and the call is awaited here rather than through a hook.
 */
export async function subscribe(email: string) {
  // A chunk that cannot load (offline, or a deploy replaced it) is a network failure like any other.
  const { client } = await import("../../lib/client").catch(() => Promise.reject(unreachable()));
  return call(client.newsletter.$post({ json: { email } }));
}

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await subscribe(email);
      setEmail("");
      notify.success("Successfully subscribed! ✨", "Check your email for a welcome message", TOAST_MS);
    } catch (error) {
      notify.error("Subscription failed", messageOf(error, "Please try again later"), TOAST_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="block text-sm font-medium text-plum-900">
        Get our newsletter
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-base placeholder:text-plum-500 focus:border-blush-500 focus:outline-none focus:ring-2 focus:ring-blush-200"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
    </form>
  );
}
