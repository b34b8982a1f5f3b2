import { CalendarDays, Hash, ShieldOff, Users } from "lucide-react";
import { Link } from "react-router";
import { type CommunityOverview, memberCountLabel } from "../../../shared/community";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useBlocks, useUnblock } from "./api";

/** Your Groups: one group per journey, with the members Bloom really has on it. */
export function YourGroups({ overview }: { overview: CommunityOverview | undefined }) {
  return (
    <Card role="region" aria-labelledby="groups-heading">
      <h2 id="groups-heading" className="flex items-center gap-2 font-display text-lg text-plum-900">
        <Users className="size-5 text-blush-700" aria-hidden="true" /> Your Groups
      </h2>
      {!overview ? (
        <p className="mt-3 text-sm text-plum-500">Loading…</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {overview.groups.map((g) => (
            <li key={g.journey} className="flex items-center justify-between gap-2 text-sm">
              <span className={g.mine ? "font-medium text-plum-900" : "text-plum-700"}>
                {g.name}
                {g.mine && (
                  <span className="ml-2 rounded-full bg-blush-100 px-2 py-0.5 text-xs text-blush-800">
                    You
                  </span>
                )}
              </span>
              <span className="text-plum-500">
                {memberCountLabel(g.members)} {g.members === 1 ? "member" : "members"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Upcoming Events: none are scheduled yet, and the card says so. */
export function UpcomingEvents() {
  return (
    <Card role="region" aria-labelledby="events-heading">
      <h2 id="events-heading" className="flex items-center gap-2 font-display text-lg text-plum-900">
        <CalendarDays className="size-5 text-blush-700" aria-hidden="true" /> Upcoming Events
      </h2>
      <p className="mt-3 text-sm text-plum-500">
        No events are scheduled yet. When the Bloom team plans live Q&amp;As and meetups, they will be listed
        here.
      </p>
    </Card>
  );
}

/** Trending Topics: the tags members used most in the last 7 days. */
export function TrendingTopics({ overview }: { overview: CommunityOverview | undefined }) {
  return (
    <Card role="region" aria-labelledby="trending-heading">
      <h2 id="trending-heading" className="flex items-center gap-2 font-display text-lg text-plum-900">
        <Hash className="size-5 text-blush-700" aria-hidden="true" /> Trending Topics
      </h2>
      {!overview ? (
        <p className="mt-3 text-sm text-plum-500">Loading…</p>
      ) : overview.trending.length === 0 ? (
        <p className="mt-3 text-sm text-plum-500">
          No tags used this week yet. Add one to your post to start a topic.
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {overview.trending.map((t) => (
            <li key={t.tag} className="flex items-center justify-between text-sm">
              <span className="text-blush-800">#{t.tag}</span>
              <span className="text-plum-500">
                {t.posts} {t.posts === 1 ? "post" : "posts"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** For visitors: the community is for signed-in members. */
export function SignInToRead() {
  return (
    <Card className="text-center">
      <h2 className="font-display text-xl text-plum-900">Sign in to join the community</h2>
      <p className="mt-2 text-sm text-plum-500">
        Posts are shared among Bloom members only, so what mothers write here stays among them.
      </p>
      <div className="mt-4 flex justify-center gap-3">
        <Link
          to="/login"
          state={{ from: "/community" }}
          className="rounded-full bg-blush-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-blush-700"
        >
          Sign in
        </Link>
        <Link
          to="/register"
          className="rounded-full border border-blush-200 px-5 py-2.5 text-sm font-medium text-blush-700 hover:bg-blush-50"
        >
          Create an account
        </Link>
      </div>
    </Card>
  );
}

/** The members she blocked (by the name she saw), with a way back; nothing when there are none. */
export function BlockedMembers() {
  const { data } = useBlocks();
  const unblock = useUnblock();
  if (!data?.length) return null;
  return (
    <Card role="region" aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="flex items-center gap-2 font-display text-lg text-plum-900">
        <ShieldOff className="size-5 text-blush-700" aria-hidden="true" /> Members you blocked
      </h2>
      <p className="mt-1 text-xs text-plum-500">You don't see each other's posts or replies.</p>
      <ul className="mt-3 space-y-2">
        {data.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2 text-sm text-plum-800">
            {b.name}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Unblock ${b.name}`}
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(b.id, {
                  onSuccess: () => notify.success(`You unblocked ${b.name}`),
                  onError: (e) => notify.error("Error", messageOf(e, "Could not unblock.")),
                })
              }
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
