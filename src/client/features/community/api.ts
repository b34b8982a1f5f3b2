/** The community: fetcher, query key and hook for each call (docs/decisions/008-client-data-layer.md). */
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { CommunityPost, FeedFilter, FeedPage } from "../../../shared/community";
import type { JourneyId } from "../../../shared/journeys";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";
import { gamificationKeys } from "../gamification";

const community = client.community;

export interface FeedParams {
  filter?: FeedFilter;
  journey?: JourneyId;
  trimester?: 1 | 2 | 3;
  limit?: number;
}

export const communityKeys = {
  all: () => ["community"] as const,
  feed: (p: FeedParams) => ["community", "feed", p] as const,
  overview: () => ["community", "overview"] as const,
  comments: (postId: string) => ["community", "comments", postId] as const,
  blocks: () => ["community", "blocks"] as const,
  queue: () => ["community", "moderation"] as const,
};

const feedQuery = (p: FeedParams, cursor?: string) => ({
  ...(p.filter && p.filter !== "all" && { filter: p.filter }),
  ...(p.journey && { journey: p.journey }),
  ...(p.trimester && { trimester: String(p.trimester) }),
  ...(p.limit && { limit: String(p.limit) }),
  ...(cursor && { cursor }),
});

export const fetchFeed = (p: FeedParams, cursor?: string) =>
  call(community.posts.$get({ query: feedQuery(p, cursor) })) as Promise<FeedPage>;
export const fetchOverview = () => call(community.overview.$get());
export const fetchComments = (postId: string) =>
  call(community.posts[":id"].comments.$get({ param: { id: postId } }));

/** The feed, newest first, a page at a time ("Load more" asks for the next). */
export function useFeed(p: FeedParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: communityKeys.feed(p),
    queryFn: ({ pageParam }) => fetchFeed(p, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** A few latest posts (the dashboard's card, the pregnancy card): one page, no paging. */
export const latestPostsQuery = (p: FeedParams) =>
  queryOptions({ queryKey: communityKeys.feed(p), queryFn: () => fetchFeed(p) });

export function useLatestPosts(p: FeedParams, enabled = true) {
  return useQuery({ ...latestPostsQuery(p), enabled });
}

export function useOverview(enabled = true) {
  return useQuery({ queryKey: communityKeys.overview(), queryFn: fetchOverview, enabled });
}

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: () => fetchComments(postId),
    enabled,
  });
}

/** Every cached copy of a post (the feed's pages, the cards' lists) updated in place. */
function patchPost(qc: ReturnType<typeof useQueryClient>, id: string, patch: Partial<CommunityPost>) {
  const apply = (p: CommunityPost) => (p.id === id ? { ...p, ...patch } : p);
  qc.setQueriesData<InfiniteData<FeedPage> | FeedPage>({ queryKey: ["community", "feed"] }, (old) => {
    if (!old) return old;
    if ("pages" in old)
      return { ...old, pages: old.pages.map((pg) => ({ ...pg, posts: pg.posts.map(apply) })) };
    return { ...old, posts: old.posts.map(apply) };
  });
}

/** A new post: multipart (content, category, tags, anonymous, photo), once per idempotency key. */
export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ form, key }: { form: FormData; key: string }) =>
      call(
        community.posts.$post(
          { query: { tz } },
          { init: { body: form }, headers: { "Idempotency-Key": key } },
        ),
      ),
    onSuccess: (post) => {
      // On top of the unfiltered feed at once; the filtered views refetch.
      const { safety: _safety, ...shown } = post;
      qc.setQueryData<InfiniteData<FeedPage>>(communityKeys.feed({}), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((pg, i) =>
                i === 0 ? { ...pg, posts: [shown, ...pg.posts.filter((p) => p.id !== shown.id)] } : pg,
              ),
            }
          : old,
      );
      void qc.invalidateQueries({
        queryKey: ["community"],
        predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(communityKeys.feed({})),
      });
      // Her post earns points and counts towards this week's goal: the panel shows it at once.
      void qc.invalidateQueries({ queryKey: gamificationKeys.progress() });
    },
  });
}

type Reaction = "like" | "unlike" | "support" | "share";

export function useReact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, reaction }: { postId: string; reaction: Reaction }) => {
      const param = { param: { id: postId } };
      const post = community.posts[":id"];
      switch (reaction) {
        case "like":
          return call(post.like.$put(param));
        case "unlike":
          return call(post.like.$delete(param));
        case "support":
          return call(post.support.$put(param));
        case "share":
          return call(post.share.$post(param));
      }
    },
    onSuccess: ({ count, active }, { postId, reaction }) => {
      if (reaction === "like" || reaction === "unlike")
        patchPost(qc, postId, { likes: count, isLiked: active });
      if (reaction === "support") patchPost(qc, postId, { supports: count, isSupported: active });
      if (reaction === "share") patchPost(qc, postId, { shares: count, isShared: active });
    },
  });
}

export function useCreateComment(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, anonymous, key }: { content: string; anonymous: boolean; key: string }) =>
      call(
        community.posts[":id"].comments.$post(
          { param: { id: postId }, json: { content, anonymous } },
          { headers: { "Idempotency-Key": key } },
        ),
      ),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      void qc.invalidateQueries({ queryKey: ["community", "feed"] });
      void qc.invalidateQueries({ queryKey: gamificationKeys.progress() });
    },
  });
}

export function useMarkHelpful(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      call(community.comments[":id"].helpful.$put({ param: { id: commentId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
  });
}

export function useReport() {
  return useMutation({
    mutationFn: ({
      target,
      id,
      reason,
    }: {
      target: "post" | "comment";
      id: string;
      reason: "harassment" | "misinformation" | "spam" | "self-harm" | "other";
    }) =>
      target === "post"
        ? call(community.posts[":id"].report.$post({ param: { id }, json: { reason } }))
        : call(community.comments[":id"].report.$post({ param: { id }, json: { reason } })),
  });
}

export function useBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: { postId: string } | { commentId: string }) =>
      call(community.blocks.$post({ json: target })),
    // Everything she sees changes: the feed, the comments, the cards.
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.all() }),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(community.posts[":id"].$delete({ param: { id } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: communityKeys.all() });
      // A deleted post takes its points back.
      void qc.invalidateQueries({ queryKey: gamificationKeys.progress() });
    },
  });
}

export const fetchQueue = () => call(community.moderation.queue.$get());

export function useModerationQueue() {
  return useQuery({ queryKey: communityKeys.queue(), queryFn: fetchQueue });
}

export function useModerate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { type: "posts" | "comments"; id: string; action: "restore" | "remove" | "ban" }) =>
      call(community.moderation[":type"][":id"][":action"].$post({ param: a })),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.all() }),
  });
}

export const fetchBlocks = () => call(community.blocks.$get());

export function useBlocks(enabled = true) {
  return useQuery({ queryKey: communityKeys.blocks(), queryFn: fetchBlocks, enabled });
}

export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(community.blocks[":id"].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.all() }),
  });
}
