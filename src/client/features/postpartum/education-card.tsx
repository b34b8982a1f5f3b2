import { CheckCircle2, ChevronRight, GraduationCap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CATEGORY_LABELS, type PostpartumTopic } from "../../../shared/postpartum";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePostpartumTopics } from "./api";
import { TopicDialog } from "./topic-dialog";

/** Postpartum education on the Today tab: her topics for the weeks since the birth. */
export function PostpartumEducationCard() {
  const { data, isPending, isError, error, refetch } = usePostpartumTopics();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.topics.find((t) => t.id === openId);

  return (
    <Card role="region" aria-labelledby="education-heading">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="education-heading" className="text-xl">
            Postpartum education
          </h2>
          <p className="text-sm text-plum-500">
            {data?.weeksSinceBirth != null ? (
              `Short lessons for week ${data.weeksSinceBirth + 1} after the birth and the two weeks ahead.`
            ) : (
              <>
                Short lessons for the months after birth.{" "}
                <Link to="/profile" className="text-blush-700 underline">
                  Add your baby's birth date
                </Link>{" "}
                to see them week by week.
              </>
            )}
          </p>
        </div>
      </div>

      {isPending ? (
        <div className="mt-4 h-40 animate-pulse rounded-2xl bg-blush-50" aria-hidden="true" />
      ) : isError ? (
        <p className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert">
          {messageOf(error, "Your topics could not be loaded.")}{" "}
          <button type="button" className="font-medium underline" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : data.topics.length === 0 ? (
        <p className="mt-4 text-sm text-plum-500">No topics for now.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {data.topics.map((topic) => (
            <li key={topic.id}>
              <TopicRow topic={topic} onOpen={() => setOpenId(topic.id)} />
            </li>
          ))}
        </ul>
      )}
      {open && <TopicDialog topic={open} open onOpenChange={(o) => !o && setOpenId(null)} />}
    </Card>
  );
}

function TopicRow({ topic, onOpen }: { topic: PostpartumTopic; onOpen: () => void }) {
  const done = topic.modules.filter((m) => m.completed).length;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 py-3 text-left hover:bg-blush-50/60"
      aria-label={`${topic.title}: ${topic.completed ? "completed" : `${done} of ${topic.modules.length} modules done`}. Open`}
    >
      <div className="min-w-0 flex-1">
        <p className={cn("font-medium text-plum-900", topic.completed && "text-plum-500 line-through")}>
          {topic.title}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-plum-500">
          <span>{CATEGORY_LABELS[topic.category]}</span>
          <span aria-hidden="true">·</span>
          <span>Week {topic.week + 1}</span>
          {topic.importance === "high" && (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-medium text-blush-700">Important</span>
            </>
          )}
        </p>
      </div>
      {topic.completed ? (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-sage-700">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Complete
        </span>
      ) : (
        <span className="text-sm text-plum-500">
          {done}/{topic.modules.length}
        </span>
      )}
      <ChevronRight className="size-4 shrink-0 text-plum-500" aria-hidden="true" />
    </button>
  );
}
