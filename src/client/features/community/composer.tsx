import { ImagePlus, Lock } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  MAX_POST_LENGTH,
  POST_CATEGORIES,
  type PostCategory,
  type PostReveal,
  postStageOf,
  revealedStage,
  stageBadge,
} from "../../../shared/community";
import { localDate } from "../../../shared/dates";
import { PREMIUM_IN_A_SENTENCE } from "../../../shared/premium";
import type { SafetyFinding } from "../../../shared/safety";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { userTimeZone } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useCheckout } from "../checkout";
import { useCreatePost } from "./api";
import { useGuardedWrite } from "./post-card";

const CATEGORY_LABELS: Record<PostCategory, string> = {
  general: "General",
  symptoms: "Symptoms",
  nutrition: "Nutrition",
  exercise: "Exercise",
  mental: "Mental health",
  "high-risk": "High-risk pregnancy",
};

/** The composer (subscribers only): her words, a category, tags, an optional photo, anonymously if she likes. */
export function Composer() {
  const create = useCreatePost();
  const refused = useGuardedWrite();
  const [content, setContent] = useState("");
  const [category, setCategory] = useState<PostCategory>("general");
  const [tags, setTags] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [reveal, setReveal] = useState<PostReveal>("nothing");
  const [photo, setPhoto] = useState<File | null>(null);
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  // One key per post she means to share: a retry after a lost answer cannot post it twice.
  const key = useRef(crypto.randomUUID());
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { content: useId(), category: useId(), tags: useId(), photo: useId(), shown: useId() };
  const { profile } = useAuth();
  // What the post will show of her stage: the server stores exactly this (revealedStage).
  const where = postStageOf(
    { stage: profile?.motherhood_stage ?? null, dueDate: profile?.due_date ?? null },
    localDate(new Date(), userTimeZone),
  );
  const badgeOf = (r: PostReveal) => stageBadge(revealedStage(where, { anonymous, reveal: r }));
  const shown = anonymous ? badgeOf(reveal) : badgeOf("stage");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.set("content", content);
    form.set("category", category);
    if (tags.trim()) form.set("tags", tags);
    form.set("anonymous", String(anonymous));
    form.set("reveal", anonymous ? reveal : "stage");
    if (photo) form.set("photo", photo);
    create.mutate(
      { form, key: key.current },
      {
        onSuccess: (post) => {
          notify.success("Post shared", "Your post has been shared with the community");
          key.current = crypto.randomUUID();
          setContent("");
          setTags("");
          setPhoto(null);
          setCategory("general");
          if (fileInput.current) fileInput.current.value = "";
          setFinding(post.safety);
        },
        onError: (err) => refused(err, messageOf(err, "Your post could not be shared.")),
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} className="space-y-3" aria-label="Share with the community">
        <label htmlFor={ids.content} className="font-display text-lg text-plum-900">
          Share with the community
        </label>
        <textarea
          id={ids.content}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={MAX_POST_LENGTH}
          rows={3}
          placeholder="What's on your mind? Ask a question or share a win…"
          className="w-full rounded-2xl border border-line px-3 py-2"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.category} className="text-sm text-plum-700">
              Category
            </label>
            <select
              id={ids.category}
              value={category}
              onChange={(e) => setCategory(e.target.value as PostCategory)}
              className="mt-1 min-h-11 w-full rounded-xl border border-line bg-white px-3"
            >
              {POST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.tags} className="text-sm text-plum-700">
              Tags <span className="text-plum-500">(comma-separated)</span>
            </label>
            <input
              id={ids.tags}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              placeholder="sleep, first-weeks"
              className="mt-1 min-h-11 w-full rounded-xl border border-line px-3"
            />
          </div>
        </div>
        <div className="space-y-2 rounded-2xl bg-cream p-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-plum-900">
            <input
              type="checkbox"
              className="size-5 accent-blush-600"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              aria-describedby={ids.shown}
            />
            Post anonymously
          </label>
          {anonymous && (where.journey || where.stage) && (
            <fieldset className="space-y-1 pl-7">
              <legend className="text-sm text-plum-700">Besides the pseudonym, show:</legend>
              <RevealOption value="nothing" current={reveal} onChange={setReveal}>
                Nothing about my stage
              </RevealOption>
              {badgeOf("journey") && (
                <RevealOption value="journey" current={reveal} onChange={setReveal}>
                  My journey only: “{badgeOf("journey")}”
                </RevealOption>
              )}
              {badgeOf("stage") && badgeOf("stage") !== badgeOf("journey") && (
                <RevealOption value="stage" current={reveal} onChange={setReveal}>
                  My stage: “{badgeOf("stage")}”
                </RevealOption>
              )}
            </fieldset>
          )}
          <p id={ids.shown} className="text-sm text-plum-500">
            {anonymous
              ? `Members see a pseudonym instead of your name (the same one on all your anonymous posts and replies)${shown ? ` and “${shown}”` : ", and nothing about your stage"}.`
              : `Members see your name${shown ? ` and “${shown}”` : ""} on this post.`}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label
            htmlFor={ids.photo}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 text-sm text-blush-700"
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {photo ? photo.name : "Add a photo"}
          </label>
          <input
            ref={fileInput}
            id={ids.photo}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            className="sr-only"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
          <Button type="submit" disabled={create.isPending || !content.trim()}>
            {create.isPending ? "Sharing…" : "Share post"}
          </Button>
        </div>
      </form>
      {finding && (
        <div className="mt-3">
          <HerUrgentHelp finding={finding} focusOnMount onDismiss={() => setFinding(null)} />
        </div>
      )}
    </Card>
  );
}

function RevealOption({
  value,
  current,
  onChange,
  children,
}: {
  value: PostReveal;
  current: PostReveal;
  onChange: (value: PostReveal) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-plum-700">
      <input
        type="radio"
        name="reveal"
        value={value}
        className="size-4 accent-blush-600"
        checked={current === value}
        onChange={() => onChange(value)}
      />
      {children}
    </label>
  );
}

/** The locked card for members without Premium (and visitors): the way to subscribe. */
export function LockedComposer() {
  const checkout = useCheckout();
  return (
    <Card className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 className="font-display text-lg text-plum-900">Join the conversation</h2>
        <p className="text-sm text-plum-500">{PREMIUM_IN_A_SENTENCE} Everyone signed in can read along.</p>
      </div>
      <Button onClick={checkout.open}>Subscribe to post</Button>
    </Card>
  );
}
