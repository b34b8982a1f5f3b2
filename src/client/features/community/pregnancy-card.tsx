import { HeartHandshake } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { PREGNANCY_TABS, stageBadge, timeAgo } from "../../../shared/community";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { tabListClass } from "../../components/ui/tabs";
import { useCheckout } from "../checkout";
import { useLatestPosts, useReact } from "./api";
import { Avatar } from "./avatar";
import { useGuardedWrite } from "./post-card";

/** Bloom's pill tabs, narrower: the four fit the side column on one line. */
const PREGNANCY_TAB_CLASS =
  "min-h-9 rounded-full px-2.5 py-1.5 text-xs font-medium text-plum-700 data-[state=active]:bg-white data-[state=active]:text-blush-800 data-[state=active]:shadow-soft";

/**
 * The Pregnancy Community card: pregnant members' posts, all or by trimester (All Posts, 1st Tri,
 * 2nd Tri, 3rd Tri), in a list capped at 400 px. "Support" is given once and stays ("Supported"); her own posts offer none.
 */
export function PregnancyCommunityCard({ canWrite, now }: { canWrite: boolean; now: Date }) {
  const [tab, setTab] = useState<(typeof PREGNANCY_TABS)[number]["value"]>("all");
  const trimester = tab === "all" ? undefined : (Number(tab) as 1 | 2 | 3);
  const { data, isPending, isError } = useLatestPosts({ journey: "pregnant", trimester, limit: 20 });
  const react = useReact();
  const checkout = useCheckout();
  const refused = useGuardedWrite();
  return (
    <Card role="region" aria-labelledby="pregnancy-community-heading">
      <h2
        id="pregnancy-community-heading"
        className="flex items-center gap-2 font-display text-lg text-plum-900"
      >
        <HeartHandshake className="size-5 text-blush-700" aria-hidden="true" /> Pregnancy Community
      </h2>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as typeof tab)} className="mt-3">
        <Tabs.List className={tabListClass} aria-label="Trimester">
          {PREGNANCY_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={PREGNANCY_TAB_CLASS}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PREGNANCY_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <div className="mt-3 max-h-[400px] overflow-y-auto pr-1" data-testid="pregnancy-community-list">
              {isPending ? (
                <p className="text-sm text-plum-500">Loading…</p>
              ) : isError ? (
                <p className="text-sm text-plum-500">Posts could not be loaded.</p>
              ) : data.posts.length === 0 ? (
                <p className="text-sm text-plum-500">No posts from this trimester yet.</p>
              ) : (
                <ul className="space-y-3">
                  {data.posts.map((p) => (
                    <li key={p.id} className="rounded-2xl border border-line p-3">
                      <div className="flex items-center gap-2">
                        <Avatar author={p.author} size="sm" />
                        <div className="min-w-0">
                          <p className="truncate text-sm font-medium text-plum-900">{p.author.name}</p>
                          <p className="text-xs text-plum-500">
                            {[stageBadge(p), timeAgo(p.createdAt, now)].filter(Boolean).join(" · ")}
                          </p>
                        </div>
                      </div>
                      <p className="mt-2 line-clamp-4 text-sm text-plum-800">{p.content}</p>
                      <div className="mt-2 flex items-center justify-between text-xs text-plum-500">
                        <span>
                          {p.supports} {p.supports === 1 ? "support" : "supports"} · {p.comments}{" "}
                          {p.comments === 1 ? "reply" : "replies"}
                        </span>
                        {!p.mine && (
                          <Button
                            size="sm"
                            variant={p.isSupported ? "secondary" : "outline"}
                            disabled={p.isSupported || react.isPending}
                            onClick={() =>
                              canWrite
                                ? react.mutate(
                                    { postId: p.id, reaction: "support" },
                                    { onError: (err) => refused(err, "Please try again.") },
                                  )
                                : checkout.open()
                            }
                          >
                            {p.isSupported ? "Supported" : "Support"}
                          </Button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Card>
  );
}
