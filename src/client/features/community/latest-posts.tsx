import { Users } from "lucide-react";
import { timeAgo } from "../../../shared/community";
import type { JourneyId } from "../../../shared/journeys";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useLatestPosts } from "./api";
import { Avatar } from "./avatar";

/** What the dashboard's community card asks for: the three latest posts at her stage. */
export const latestPostsParams = (journey: JourneyId | null) => ({ ...(journey && { journey }), limit: 3 });

/** The dashboard's community card: the latest real posts from members at her stage. */
export function CommunityLatestCard({ journey }: { journey: JourneyId | null }) {
  const { data, isPending, isError } = useLatestPosts(latestPostsParams(journey));
  const now = new Date();
  return (
    <Card>
      <div className="flex items-center gap-2">
        <Users className="size-5 text-blush-700" aria-hidden="true" />
        <h2 className="text-xl">Community</h2>
      </div>
      {isPending ? (
        <p className="mt-2 text-sm text-plum-500">Loading…</p>
      ) : isError ? (
        <p className="mt-2 text-sm text-plum-500">Latest posts could not be loaded.</p>
      ) : data.posts.length === 0 ? (
        <p className="mt-2 text-sm text-plum-500">
          No posts from moms at your stage yet. Start the conversation.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.posts.map((p) => (
            <li key={p.id} className="flex gap-2">
              <Avatar author={p.author} size="sm" />
              <div className="min-w-0">
                <p className="text-sm font-medium text-plum-900">
                  {p.author.name}{" "}
                  <span className="text-xs font-normal text-plum-500">{timeAgo(p.createdAt, now)}</span>
                </p>
                <p className="line-clamp-2 text-sm text-plum-700">{p.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/community" variant="outline" className="mt-4 w-full">
        Visit the community
      </ButtonLink>
    </Card>
  );
}
