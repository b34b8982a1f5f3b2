import { BookOpen, CheckCircle2, ClipboardList, MessageCircleHeart, PlayCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import type { EducationModule, ModuleType, PostpartumTopic } from "../../../shared/postpartum";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useCompleteModule } from "./api";

const MODULE_LOOK: Record<ModuleType, { label: string; icon: typeof BookOpen }> = {
  lesson: { label: "Lesson", icon: BookOpen },
  video: { label: "Video", icon: PlayCircle },
  checklist: { label: "Checklist", icon: ClipboardList },
  reflection: { label: "Reflection", icon: MessageCircleHeart },
};

/** A topic's three modules as tabs; each is marked complete on its own, and the topic when all are. */
export function TopicDialog({
  topic,
  open,
  onOpenChange,
}: {
  topic: PostpartumTopic;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const done = topic.modules.filter((m) => m.completed).length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={topic.title} description={topic.description} wide>
      {topic.completed ? (
        <p
          className="mb-4 flex items-center gap-2 rounded-2xl bg-sage-50 p-3 text-sm font-medium text-sage-700"
          role="status"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" /> Topic complete: all three modules done.
        </p>
      ) : (
        <p className="mb-4 text-sm text-plum-500" role="status">
          {done} of {topic.modules.length} modules completed
        </p>
      )}
      <Tabs.Root defaultValue={(topic.modules.find((m) => !m.completed) ?? topic.modules[0])?.id}>
        <Tabs.List className={tabListClass} aria-label="Modules">
          {topic.modules.map((m) => {
            const { label, icon: Icon } = MODULE_LOOK[m.type];
            return (
              <Tabs.Trigger
                key={m.id}
                value={m.id}
                className={cn(tabTriggerClass, "inline-flex items-center gap-1.5")}
              >
                {m.completed ? (
                  <CheckCircle2 className="size-4 text-sage-700" aria-hidden="true" />
                ) : (
                  <Icon className="size-4" aria-hidden="true" />
                )}
                {label}
                {m.completed && <span className="sr-only"> (completed)</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {topic.modules.map((m) => (
          <Tabs.Content key={m.id} value={m.id} className="mt-4">
            <ModuleView module={m} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <p className="mt-6 border-t border-line pt-3 text-xs text-plum-500">
        Sources: {topic.sources.map((s) => `${s.org}, ${s.title}`).join("; ")}. General information, not a
        diagnosis: ask your midwife, doctor or health visitor about your own care.
      </p>
    </Dialog>
  );
}

function ModuleView({ module: m }: { module: EducationModule }) {
  const complete = useCompleteModule();
  const paragraphs = m.content.split(/\n\n+/);
  const List = m.type === "reflection" ? "ol" : "ul";

  const markComplete = () =>
    complete.mutate(m.id, {
      onSuccess: () => notify.success("Module completed! 🎉"),
      onError: (error) => notify.error("Error", messageOf(error, "Something went wrong. Please try again.")),
    });

  return (
    <div>
      <h3 className={cn("text-lg font-semibold text-plum-900", m.completed && "text-plum-500 line-through")}>
        {m.title}
      </h3>
      {m.duration && <p className="text-xs text-plum-500">About {m.duration} min</p>}
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-plum-700">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </div>
      {m.items.length > 0 && (
        <List
          className={cn(
            "mt-3 space-y-2 text-sm text-plum-700",
            m.type === "reflection" ? "list-decimal pl-5" : "",
          )}
        >
          {m.items.map((item) => (
            <li key={item} className={cn(m.type === "checklist" && "flex gap-2")}>
              {m.type === "checklist" && (
                <ClipboardList className="mt-0.5 size-4 shrink-0 text-blush-600" aria-hidden="true" />
              )}
              <span>{item}</span>
            </li>
          ))}
        </List>
      )}
      <div className="mt-5">
        {m.completed ? (
          <p className="inline-flex items-center gap-1 text-sm font-medium text-sage-700">
            <CheckCircle2 className="size-4" aria-hidden="true" /> Module completed
          </p>
        ) : (
          <Button onClick={markComplete} disabled={complete.isPending}>
            {complete.isPending ? "Saving…" : "Mark module complete"}
          </Button>
        )}
      </div>
    </div>
  );
}
