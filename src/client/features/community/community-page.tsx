import { ShieldCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import {
  type FeedFilter,
  FILTER_LABELS,
  filtersFor,
  isFeedFilter,
  memberCountLabel,
} from "../../../shared/community";
import { journeyOf } from "../../../shared/journeys";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { useNow } from "../../lib/use-now";
import { useAuth } from "../auth";
import { GamificationPanel } from "../gamification";
import { useFeed, useOverview } from "./api";
import { Composer, LockedComposer } from "./composer";
import { LiveActivity } from "./live-activity";
import { PostCard } from "./post-card";
import { PregnancyCommunityCard } from "./pregnancy-card";
import { BlockedMembers, SignInToRead, TrendingTopics, UpcomingEvents, YourGroups } from "./side-cards";

/** The community page (content.md §2): Feed, Groups and Events. */
export function Component() {
  const { isAuthenticated, isLoading, profile, subscribed } = useAuth();
  const [params, setParams] = useSearchParams();
  const raw = params.get("filter");
  const filter: FeedFilter = isFeedFilter(raw) ? raw : "all";
  const overview = useOverview(isAuthenticated);
  const now = useNow(true, 30_000); // "Just now" becomes "1m ago" on its own
  const canWrite = subscribed && (overview.data?.canPost ?? true);
  const journey = journeyOf(profile?.motherhood_stage);
  // The chips of her stage, as the spec lists them; a link's filter from the other list shows too.
  const chips = filtersFor(journey).includes(filter) ? filtersFor(journey) : [...filtersFor(journey), filter];
  const members = overview.data?.members;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl">Community</h1>
          <p className="mt-1 text-plum-500">
            {members !== undefined && members > 0
              ? // What is counted: Bloom members whose profile names a journey (trying, expecting, a baby or a toddler).
                `${memberCountLabel(members)} Bloom ${members === 1 ? "member is" : "members are"} trying to conceive, expecting or raising little ones.`
              : "A warm, moderated space to share and learn with mothers at your stage."}
          </p>
        </div>
        {overview.data?.isModerator && (
          <Link
            to="/community/moderation"
            className="inline-flex items-center gap-1.5 text-sm text-blush-700 hover:underline"
          >
            <ShieldCheck className="size-4" aria-hidden="true" /> Moderation queue
          </Link>
        )}
      </div>

      {isLoading ? (
        <Spinner />
      ) : !isAuthenticated ? (
        <div className="mt-6">
          <SignInToRead />
        </div>
      ) : (
        <Tabs.Root defaultValue="feed" className="mt-6">
          <Tabs.List className={tabListClass} aria-label="Community">
            <Tabs.Trigger value="feed" className={tabTriggerClass}>
              Feed
            </Tabs.Trigger>
            <Tabs.Trigger value="groups" className={tabTriggerClass}>
              Groups
            </Tabs.Trigger>
            <Tabs.Trigger value="events" className={tabTriggerClass}>
              Events
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="feed" className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-4">
              {canWrite ? <Composer /> : <LockedComposer />}
              <nav aria-label="Filter posts">
                <ul className="flex flex-wrap gap-2">
                  {chips.map((f) => (
                    <li key={f}>
                      <button
                        type="button"
                        aria-pressed={filter === f}
                        onClick={() => setParams(f === "all" ? {} : { filter: f }, { replace: true })}
                        className={`min-h-9 rounded-full border px-3.5 text-sm ${filter === f ? "border-blush-600 bg-blush-600 text-white" : "border-blush-200 bg-white text-plum-700 hover:bg-blush-50"}`}
                      >
                        {FILTER_LABELS[f]}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <Feed filter={filter} canWrite={canWrite} now={now} />
            </div>
            <aside className="space-y-4" aria-label="Around the community">
              <LiveActivity />
              <GamificationPanel />
              <YourGroups overview={overview.data} />
              <UpcomingEvents />
              <TrendingTopics overview={overview.data} />
              {/* The trimester card is for pregnant members: to a member trying to conceive, or one who
                  has had her baby, it is not her journey (decision 014). */}
              {journey === "pregnant" && <PregnancyCommunityCard canWrite={canWrite} now={now} />}
              <BlockedMembers />
            </aside>
          </Tabs.Content>
          <Tabs.Content value="groups" className="mt-6 max-w-xl space-y-4">
            <YourGroups overview={overview.data} />
            <BlockedMembers />
          </Tabs.Content>
          <Tabs.Content value="events" className="mt-6 max-w-xl">
            <UpcomingEvents />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}

function Feed({ filter, canWrite, now }: { filter: FeedFilter; canWrite: boolean; now: Date }) {
  const feed = useFeed(filter === "all" ? {} : { filter });
  if (feed.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <p className="sr-only">Loading posts…</p>
        {/* The spec's three skeleton cards. */}
        {[0, 1, 2].map((i) => (
          <Card key={i} className="h-32 animate-pulse bg-blush-50/60" />
        ))}
      </div>
    );
  if (feed.isError)
    return (
      <Card className="text-center">
        <p className="text-plum-700">The feed could not be loaded.</p>
        <Button variant="outline" className="mt-3" onClick={() => feed.refetch()}>
          Try again
        </Button>
      </Card>
    );
  const posts = feed.data.pages.flatMap((p) => p.posts);
  if (posts.length === 0)
    return (
      <Card className="text-center text-plum-500">
        {filter === "all"
          ? "No posts yet. Be the first to say hello."
          : `No posts in ${FILTER_LABELS[filter]} yet.`}
      </Card>
    );
  return (
    <div className="space-y-4">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} canWrite={canWrite} now={now} />
      ))}
      {feed.hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
        >
          {feed.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
