import { AlertTriangle, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CoachAnswer, CoachReply } from "../../../shared/coach/api";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";

const bubble = "max-w-[92%] rounded-2xl rounded-tl-md bg-blush-50 px-4 py-3 text-plum-900";

/** A knowledge-base answer: the explanation, what helps, any warning, Bloom's pages and the sources. */
function Answer({
  content,
  answer,
  generated,
  safetyNet,
}: {
  content: string;
  answer: CoachAnswer;
  generated: boolean;
  safetyNet?: string;
}) {
  return (
    <div className={bubble}>
      {safetyNet && (
        <p role="note" className="mb-3 flex gap-2 rounded-xl bg-honey-100 p-2 text-sm text-plum-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden="true" />
          <span>{safetyNet}</span>
        </p>
      )}
      <p className="font-semibold">{answer.title}</p>
      <p className="mt-1 whitespace-pre-line">{content}</p>
      {!generated && answer.recommendations.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold">What can help</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {answer.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      {!generated && answer.modifications.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold">Ways to adapt it</summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {answer.modifications.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </details>
      )}
      {answer.warning && (
        <p className="mt-3 flex gap-2 rounded-xl bg-honey-100 p-2 text-sm text-plum-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden="true" />
          <span>{answer.warning}</span>
        </p>
      )}
      {answer.programs.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="In Bloom">
          {answer.programs.map((p) => (
            <li key={p.href}>
              <Link
                to={p.href}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-blush-200 bg-white px-3 text-sm font-medium text-blush-700 hover:bg-blush-100"
              >
                {p.label} <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-plum-500">
        Sources:{" "}
        {answer.sources.map((s, i) => (
          <span key={`${s.org}-${s.title}`}>
            {i > 0 && "; "}
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {s.org}, {s.title}
              </a>
            ) : (
              `${s.org}, ${s.title}`
            )}
          </span>
        ))}
        {generated && " · Written by an automated assistant from these notes."}
      </p>
    </div>
  );
}

/** Topic buttons under a vague or unsure reply; each sends its words as her next message. */
function Topics({
  topics,
  onPick,
  disabled,
}: {
  topics: string[];
  onPick: (t: string) => void;
  disabled: boolean;
}) {
  // The lead-in comes with the chips, so no sentence promises topics that are not shown.
  if (topics.length === 0) return null;
  return (
    <>
      <p className="mt-2 text-sm text-plum-500">Or pick a topic I know well:</p>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Topics">
        {topics.map((t) => (
          <li key={t}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(t)}
              className="min-h-9 rounded-full border border-sage-500/40 bg-white px-3 text-left text-sm text-sage-700 hover:bg-sage-50 disabled:opacity-60"
            >
              {t}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One reply from the coach. An urgent one is Bloom's urgent help and nothing else; topics under a
 * vague or unsure reply give way once the conversation is escalated.
 */
export function CoachReplyView({
  reply,
  escalated,
  busy,
  onPick,
}: {
  reply: CoachReply;
  escalated: boolean;
  busy: boolean;
  onPick: (text: string) => void;
}) {
  switch (reply.kind) {
    case "urgent":
      return <HerUrgentHelp finding={reply.safety} className="w-full" />;
    case "answer":
      return (
        <Answer
          content={reply.content}
          answer={reply.answer}
          generated={reply.generated}
          safetyNet={reply.safetyNet}
        />
      );
    default:
      return (
        <div className="max-w-[92%]">
          <p className={`${bubble} whitespace-pre-line`}>{reply.content}</p>
          {!escalated && <Topics topics={reply.topics} onPick={onPick} disabled={busy} />}
        </div>
      );
  }
}
