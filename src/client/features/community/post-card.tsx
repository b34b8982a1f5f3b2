import {
  BadgeCheck,
  Flag,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Share2,
  ShieldOff,
  ThumbsUp,
  Trash2,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import {
  type CommunityPost,
  MAX_COMMENT_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  stageBadge,
  timeAgo,
} from "../../../shared/community";
import type { SafetyFinding } from "../../../shared/safety";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useCheckout } from "../checkout";
import {
  useBlock,
  useComments,
  useCreateComment,
  useDeletePost,
  useMarkHelpful,
  useReact,
  useReport,
} from "./api";
import { Avatar } from "./avatar";

/** A non-subscriber who tries gets the checkout modal (content.md §4); other refusals are said. */
export function useGuardedWrite() {
  const checkout = useCheckout();
  return (err: unknown, fallback: string) => {
    if (err instanceof ApiError && err.code === "subscription_required") checkout.open();
    else notify.error("Error", messageOf(err, fallback));
  };
}

export function PostCard({ post, canWrite, now }: { post: CommunityPost; canWrite: boolean; now: Date }) {
  const react = useReact();
  const checkout = useCheckout();
  const refused = useGuardedWrite();
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const block = useBlock();
  const badge = stageBadge(post);
  const headingId = useId();

  const act = (reaction: "like" | "unlike" | "share") => {
    if (!canWrite) return checkout.open();
    react.mutate(
      { postId: post.id, reaction },
      {
        onSuccess: () => {
          if (reaction === "share") {
            void navigator.clipboard
              ?.writeText(`${location.origin}/community#post-${post.id}`)
              .catch(() => {});
            notify.success("Link copied", "Share it with a friend.");
          }
        },
        onError: (err) => refused(err, "Please try again."),
      },
    );
  };

  return (
    <Card id={`post-${post.id}`} role="article" aria-labelledby={headingId} className="space-y-3">
      <header className="flex items-start gap-3">
        <Avatar author={post.author} />
        <div className="min-w-0 flex-1">
          <p id={headingId} className="font-medium text-plum-900">
            {post.author.name}
            {post.author.team && (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-sage-100 px-2 py-0.5 align-middle text-xs font-medium text-sage-700">
                <BadgeCheck className="size-3.5" aria-hidden="true" /> Team account
              </span>
            )}
            {post.author.anonymous && (
              <span className="ml-2 text-xs font-normal text-plum-500">(anonymous)</span>
            )}
          </p>
          <p className="text-xs text-plum-500">
            {[badge, post.category !== "general" ? post.category.replace("-", " ") : null]
              .filter(Boolean)
              .join(" · ")}
            {badge || post.category !== "general" ? " · " : ""}
            <time dateTime={post.createdAt}>{timeAgo(post.createdAt, now)}</time>
          </p>
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            className="rounded-full p-2 text-plum-500 hover:bg-blush-50"
            aria-label={`More actions for ${post.author.name}'s post`}
          >
            <MoreHorizontal className="size-5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-50 min-w-44 rounded-2xl border border-line bg-white p-1 shadow-soft"
            >
              {post.mine ? (
                <DropdownMenu.Item
                  className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm text-plum-800 outline-none data-[highlighted]:bg-blush-50"
                  onSelect={() =>
                    remove.mutate(post.id, {
                      onSuccess: () => notify.success("Post deleted"),
                      onError: (e) => notify.error("Error", messageOf(e, "The post could not be deleted.")),
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" /> Delete post
                </DropdownMenu.Item>
              ) : (
                <>
                  <DropdownMenu.Item
                    className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm text-plum-800 outline-none data-[highlighted]:bg-blush-50"
                    onSelect={() => setReporting(true)}
                  >
                    <Flag className="size-4" aria-hidden="true" /> Report post
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm text-plum-800 outline-none data-[highlighted]:bg-blush-50"
                    onSelect={() =>
                      block.mutate(
                        { postId: post.id },
                        {
                          onSuccess: (b) =>
                            notify.success(
                              `You blocked ${b.name}`,
                              "You won't see each other in the community.",
                            ),
                          onError: (e) => notify.error("Error", messageOf(e, "Could not block.")),
                        },
                      )
                    }
                  >
                    <ShieldOff className="size-4" aria-hidden="true" /> Block {post.author.name}
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      {post.status === "under_review" && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Hidden from others while a moderator reviews reports about it.
        </p>
      )}
      <p className="whitespace-pre-line break-words text-plum-800">{post.content}</p>
      {post.image && (
        <img
          src={post.image}
          alt={`Shared by ${post.author.name}`}
          className="max-h-96 w-full rounded-2xl object-cover"
          loading="lazy"
        />
      )}
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t} className="rounded-full bg-sage-50 px-2.5 py-0.5 text-xs text-sage-700">
              #{t}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.isLiked}
          aria-label={`${post.isLiked ? "Unlike" : "Like"} (${post.likes} ${post.likes === 1 ? "like" : "likes"})`}
          onClick={() => act(post.isLiked ? "unlike" : "like")}
          disabled={react.isPending}
        >
          <Heart
            className={`size-4 ${post.isLiked ? "fill-blush-600 text-blush-600" : ""}`}
            aria-hidden="true"
          />
          {post.likes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          aria-label={`Replies (${post.comments})`}
          onClick={() => setShowComments((s) => !s)}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {post.comments}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Share (${post.shares})`} onClick={() => act("share")}>
          <Share2 className="size-4" aria-hidden="true" />
          {post.shares}
        </Button>
      </div>
      {showComments && <Comments post={post} canWrite={canWrite} now={now} />}
      <ReportDialog open={reporting} onOpenChange={setReporting} target="post" id={post.id} />
    </Card>
  );
}

function Comments({ post, canWrite, now }: { post: CommunityPost; canWrite: boolean; now: Date }) {
  const { data, isPending, isError } = useComments(post.id, true);
  const create = useCreateComment(post.id);
  const helpful = useMarkHelpful(post.id);
  const checkout = useCheckout();
  const refused = useGuardedWrite();
  const [text, setText] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const inputId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canWrite) return checkout.open();
    create.mutate(
      { content: text, anonymous, key: crypto.randomUUID() },
      {
        onSuccess: (saved) => {
          setText("");
          if (saved.safety) setFinding(saved.safety);
        },
        onError: (err) => refused(err, "Your reply could not be posted."),
      },
    );
  };

  return (
    <section aria-label="Replies" className="space-y-3 rounded-2xl bg-blush-50/50 p-3">
      {isPending ? (
        <p className="text-sm text-plum-500">Loading replies…</p>
      ) : isError ? (
        <p className="text-sm text-plum-500">Replies could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-plum-500">No replies yet.</p>
      ) : (
        <ul className="space-y-3">
          {data.map((c) => (
            <li key={c.id} className="flex gap-2">
              <Avatar author={c.author} size="sm" />
              <div className="min-w-0 flex-1 rounded-2xl bg-white px-3 py-2">
                <p className="text-sm font-medium text-plum-900">
                  {c.author.name}{" "}
                  <time className="text-xs font-normal text-plum-500" dateTime={c.createdAt}>
                    {timeAgo(c.createdAt, now)}
                  </time>
                  {c.helpful && <span className="ml-2 text-xs text-sage-700">Marked helpful</span>}
                </p>
                <p className="whitespace-pre-line break-words text-sm text-plum-800">{c.content}</p>
                <div className="mt-1 flex gap-3 text-xs">
                  {post.mine && !c.mine && !c.helpful && canWrite && (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 text-sage-700 hover:underline"
                      onClick={() =>
                        helpful.mutate(c.id, { onError: (err) => refused(err, "Could not mark it helpful.") })
                      }
                    >
                      <ThumbsUp className="size-3" aria-hidden="true" /> Helpful
                    </button>
                  )}
                  {!c.mine && (
                    <button
                      type="button"
                      className="text-plum-500 hover:underline"
                      onClick={() => setReporting(c.id)}
                    >
                      Report
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {finding && <HerUrgentHelp finding={finding} focusOnMount onDismiss={() => setFinding(null)} />}
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="sr-only">
          Write a reply
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_COMMENT_LENGTH}
          rows={2}
          placeholder="Write a kind reply…"
          className="w-full rounded-2xl border border-line bg-white px-3 py-2 text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-xs text-plum-700">
            <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
            Reply anonymously
          </label>
          <Button type="submit" size="sm" disabled={create.isPending || (canWrite && !text.trim())}>
            Reply
          </Button>
        </div>
      </form>
      <ReportDialog
        open={reporting !== null}
        onOpenChange={(o) => !o && setReporting(null)}
        target="comment"
        id={reporting ?? ""}
      />
    </section>
  );
}

function ReportDialog({
  open,
  onOpenChange,
  target,
  id,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: "post" | "comment";
  id: string;
}) {
  const report = useReport();
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>("harassment");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={target === "post" ? "Report this post" : "Report this reply"}
      description="A moderator will look at it. After reports from three members it is hidden until then."
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          report.mutate(
            { target, id, reason },
            {
              onSuccess: () => {
                notify.success("Thank you for telling us", "A moderator will review it.");
                onOpenChange(false);
              },
              onError: (err) => notify.error("Error", messageOf(err, "The report could not be sent.")),
            },
          );
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-plum-900">What's wrong?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-plum-800">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="w-full" disabled={report.isPending}>
          Send report
        </Button>
      </form>
    </Dialog>
  );
}
