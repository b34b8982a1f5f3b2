import { Link } from "react-router";
import { timeAgo } from "../../../shared/community";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useModerate, useModerationQueue } from "./api";

const DONE = { restore: "Restored", remove: "Removed", ban: "Removed, and the member is banned" } as const;

/** The moderators' queue: what members reported, hidden ones first; restore, remove or ban. */
export function Component() {
  const queue = useModerationQueue();
  const moderate = useModerate();
  const now = new Date();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/community" className="text-sm text-blush-700 hover:underline">
        ← Community
      </Link>
      <h1 className="mt-2 text-3xl">Moderation queue</h1>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <Card className="mt-6">
          {queue.error instanceof ApiError && queue.error.code === "not_moderator"
            ? "Only community moderators can see this page."
            : messageOf(queue.error, "The queue could not be loaded.")}
        </Card>
      ) : queue.data.length === 0 ? (
        <Card className="mt-6 text-plum-500">You're all caught up!</Card>
      ) : (
        <ul className="mt-6 space-y-4">
          {queue.data.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <Card className="space-y-3">
                <p className="text-xs text-plum-500">
                  {item.type === "post" ? "Post" : "Reply"} by {item.author.name} ·{" "}
                  {timeAgo(item.createdAt, now)} ·{" "}
                  {item.hidden ? <strong className="text-amber-800">hidden after reports</strong> : "visible"}
                </p>
                <p className="whitespace-pre-line break-words text-plum-800">{item.content}</p>
                <p className="text-sm text-plum-700">
                  Reports: {item.reports.map((r) => `${r.reason} × ${r.count}`).join(", ") || "none open"}
                </p>
                <div className="flex flex-wrap gap-2">
                  {(["restore", "remove", "ban"] as const).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={
                        action === "restore" ? "outline" : action === "remove" ? "secondary" : "danger"
                      }
                      disabled={moderate.isPending}
                      onClick={() =>
                        moderate.mutate(
                          { type: item.type === "post" ? "posts" : "comments", id: item.id, action },
                          {
                            onSuccess: () => notify.success(DONE[action]),
                            onError: (e) => notify.error("Error", messageOf(e, "That did not work.")),
                          },
                        )
                      }
                    >
                      {action === "restore" ? "Restore" : action === "remove" ? "Remove" : "Remove and ban"}
                    </Button>
                  ))}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
