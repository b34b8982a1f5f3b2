import { BookOpen, CheckCircle2, ClipboardList, MessageCircleHeart, PlayCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId, useState } from "react";
import {
  type EducationModule,
  type ModuleType,
  type PostpartumTopic,
  REFLECTION_MAX,
} from "../../../shared/postpartum";
import type { SafetyFinding } from "../../../shared/safety/signs";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert, Textarea } from "../../components/ui/form";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useCompleteModule, useSaveReflection, useTickChecklistItem } from "./api";

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
      {m.type === "checklist" ? (
        <Checklist module={m} />
      ) : (
        m.items.length > 0 && (
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-plum-700">
            {m.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        )
      )}
      {m.type === "reflection" && <ReflectionForm module={m} />}
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

/** A checklist she can tick: each item is remembered for her, on this device and every other. */
function Checklist({ module: m }: { module: EducationModule }) {
  const tick = useTickChecklistItem();
  const id = useId();
  // Her tap shows at once, before the server answers; the saved list takes over when it does.
  const [tapped, setTapped] = useState<Record<number, boolean>>({});
  const isTicked = (index: number) => tapped[index] ?? m.ticked[index] ?? false;
  const done = m.items.filter((_, index) => isTicked(index)).length;
  const toggle = (index: number, ticked: boolean) => {
    setTapped((t) => ({ ...t, [index]: ticked }));
    tick.mutate(
      { id: m.id, index, ticked },
      {
        onError: (error) =>
          notify.error("Error", messageOf(error, "Something went wrong. Please try again.")),
        onSettled: () => setTapped(({ [index]: _settled, ...rest }) => rest),
      },
    );
  };
  return (
    <fieldset className="mt-3">
      <legend className="text-sm text-plum-500">
        {done} of {m.items.length} ticked
      </legend>
      <ul className="mt-2 space-y-1 text-sm text-plum-700">
        {m.items.map((item, index) => (
          <li key={item}>
            <label
              htmlFor={`${id}-${index}`}
              className="flex min-h-10 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 hover:bg-blush-50"
            >
              <input
                id={`${id}-${index}`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-blush-600"
                checked={isTicked(index)}
                onChange={(e) => toggle(index, e.target.checked)}
              />
              <span className={cn(isTicked(index) && "text-plum-500 line-through")}>{item}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Her own words for a reflection: saved for her only, and read for signs she needs help now. */
function ReflectionForm({ module: m }: { module: EducationModule }) {
  const save = useSaveReflection();
  const id = useId();
  const [text, setText] = useState(m.reflection?.content ?? "");
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = m.reflection?.content ?? "";
  const changed = text.trim() !== saved;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    save.mutate(
      { id: m.id, content: text },
      {
        onSuccess: ({ safety }) => {
          if (safety) setFinding(safety);
          else notify.success(text.trim() ? "Reflection saved" : "Reflection cleared");
        },
        // What she wrote stays in the box.
        onError: (error) => setProblem(messageOf(error, "Something went wrong. Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-2" noValidate>
      {finding && <HerUrgentHelp finding={finding} focusOnMount onDismiss={() => setFinding(null)} />}
      {problem && <FormAlert>{problem}</FormAlert>}
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-plum-900">
        Your reflection
      </label>
      <p id={`${id}-hint`} className="text-xs text-plum-500">
        Only you can see what you write here. It is kept with your account and included in your data export.
      </p>
      <Textarea
        id={`${id}-text`}
        aria-describedby={`${id}-hint`}
        rows={5}
        maxLength={REFLECTION_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Write as much or as little as you like."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={save.isPending || !changed}>
          {save.isPending ? "Saving…" : "Save reflection"}
        </Button>
        {m.reflection && !changed && (
          <span className="text-xs text-plum-500" role="status">
            Saved{" "}
            {new Date(m.reflection.updatedAt).toLocaleDateString("en-US", { month: "short", day: "numeric" })}
          </span>
        )}
      </div>
    </form>
  );
}
