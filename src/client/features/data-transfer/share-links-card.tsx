import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import {
  DEFAULT_SHARE_DAYS,
  MAX_SHARE_DAYS,
  SHARE_CATEGORIES,
  SHARE_CATEGORY_LABELS,
  type ShareCategory,
} from "../../../shared/data-transfer/share-links";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from "./api";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Read-only links for her midwife or partner: what they show, how long, who has seen them; revoke any. */
export function ShareLinksCard() {
  const ids = useId();
  const { data: links, isPending } = useShareLinks();
  const creator = useCreateShareLink();
  const revoker = useRevokeShareLink();
  const [categories, setCategories] = useState<ShareCategory[]>([]);
  const [days, setDays] = useState(String(DEFAULT_SHARE_DAYS));
  const [label, setLabel] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  function toggle(category: ShareCategory, on: boolean) {
    setCategories((list) => (on ? [...list, category] : list.filter((c) => c !== category)));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    setMade(null);
    creator.mutate(
      { categories, expiresInDays: Number(days), label: label.trim() || undefined },
      {
        onSuccess: ({ url }) => {
          setMade(url);
          notify.success("Link created", "Copy it now: Bloom keeps only a fingerprint of it.");
        },
        onError: (error) => setProblem(messageOf(error, "The link could not be made. Please try again.")),
      },
    );
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        <Link2 className="size-5" aria-hidden="true" />
        Share with your midwife or partner
      </h2>
      <p className="mt-1 text-sm text-plum-500">
        A read-only link to the last 30 days of what you pick. No account needed to open it; your notes are
        never shared. Turn it off whenever you like.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-plum-700">What the link shows</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {SHARE_CATEGORIES.map((category) => (
              <label key={category} className="flex min-h-11 items-center gap-2 text-sm text-plum-900">
                <input
                  type="checkbox"
                  className="size-5 accent-blush-600"
                  checked={categories.includes(category)}
                  onChange={(e) => toggle(category, e.target.checked)}
                />
                {SHARE_CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${ids}-days`} label={`Lasts for (days, up to ${MAX_SHARE_DAYS})`}>
            <Input
              id={`${ids}-days`}
              type="number"
              min={1}
              max={MAX_SHARE_DAYS}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </Field>
          <Field id={`${ids}-label`} label="Label (optional)" hint='For you, e.g. "Midwife Ana"'>
            <Input
              id={`${ids}-label`}
              value={label}
              maxLength={60}
              onChange={(e) => setLabel(e.target.value)}
              aria-describedby={`${ids}-label-hint`}
            />
          </Field>
        </div>
        <Button type="submit" disabled={categories.length === 0 || creator.isPending}>
          {creator.isPending ? "Creating..." : "Create link"}
        </Button>
      </form>
      {made && (
        <div className="mt-4 space-y-2 rounded-2xl bg-cream p-3">
          <Field id={`${ids}-made`} label="Your new link (shown once)">
            <Input id={`${ids}-made`} readOnly value={made} onFocus={(e) => e.currentTarget.select()} />
          </Field>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              navigator.clipboard
                ?.writeText(made)
                .then(() => notify.success("Link copied"))
                .catch(() => notify.error("Error", "Copy the link by hand."))
            }
          >
            Copy link
          </Button>
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold">Your links</h3>
      {isPending ? (
        <p className="text-sm text-plum-500">Loading…</p>
      ) : !links?.length ? (
        <p className="text-sm text-plum-500">You have not shared anything yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {links.map((link) => (
            <li
              key={link.id}
              className="rounded-2xl border border-line p-3 text-sm"
              aria-label={link.label ?? "Link"}
            >
              <p className="font-medium text-plum-900">
                {link.label ?? "Unlabelled link"}{" "}
                <span className="text-plum-500">
                  ({link.status === "active" ? `until ${when(link.expiresAt)}` : link.status})
                </span>
              </p>
              <p className="text-plum-700">
                {link.categories.map((c) => SHARE_CATEGORY_LABELS[c]).join(", ")}
              </p>
              <p className="text-plum-500">
                {link.viewCount === 0
                  ? "Not opened yet"
                  : `Opened ${link.viewCount} ${link.viewCount === 1 ? "time" : "times"}, last ${when(link.lastViewedAt!)}`}
              </p>
              {link.status === "active" && (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  disabled={revoker.isPending}
                  onClick={() =>
                    revoker.mutate(link.id, {
                      onSuccess: () => notify.success("Link turned off", "It shows nothing from now on."),
                      onError: (error) => notify.error("Error", messageOf(error, "Please try again.")),
                    })
                  }
                >
                  Turn off{link.label ? ` ${link.label}` : " this link"}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
