import { ClipboardCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import {
  CATEGORY_LABELS,
  EDUCATION_CATEGORIES,
  groupByCategory,
  type PrepItem,
} from "../../../shared/postpartum";
import { Card } from "../../components/ui/card";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { messageOf } from "../../lib/api";
import { usePrepGuide } from "./api";
import { PrepItemRow } from "./prep-item";

// The spec's empty states, word for word.
const NOTHING_THIS_WEEK = "No prep items for this week yet.";
const ALL_CAUGHT_UP = "You're all caught up!";

/** The Postpartum Prep Guide for a pregnant user: what to get ready by her real week. */
export function PrepGuideCard() {
  const { data, isPending, isError, error, refetch } = usePrepGuide();
  // Never pushed at her when she is not pregnant, after a loss included.
  if (data?.state === "not-pregnant") return null;

  return (
    <Card role="region" aria-labelledby="prep-heading">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-sage-100 text-sage-700">
          <ClipboardCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="prep-heading" className="text-xl">
            Postpartum Prep Guide
          </h2>
          <p className="text-sm text-plum-500">
            {data?.currentWeek != null
              ? `Week ${data.currentWeek}: what to get ready for the weeks after birth.`
              : "What to get ready for the weeks after birth."}
          </p>
        </div>
      </div>

      {isPending ? (
        <div className="mt-4 h-40 animate-pulse rounded-2xl bg-blush-50" aria-hidden="true" />
      ) : isError ? (
        <p className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert">
          {messageOf(error, "Your prep guide could not be loaded.")}{" "}
          <button type="button" className="font-medium underline" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : data.state === "needs-due-date" ? (
        <p className="mt-4 rounded-2xl bg-blush-50 p-4 text-sm text-plum-700">
          Bloom follows your real week of pregnancy.{" "}
          <Link to="/profile" className="font-medium text-blush-700 underline">
            Add your due date
          </Link>{" "}
          to see what to prepare now.
        </p>
      ) : (
        <Tabs.Root defaultValue="focus" className="mt-4">
          <Tabs.List className={tabListClass} aria-label="Prep guide">
            <Tabs.Trigger value="focus" className={tabTriggerClass}>
              Current Focus
            </Tabs.Trigger>
            <Tabs.Trigger value="topic" className={tabTriggerClass}>
              By Topic
            </Tabs.Trigger>
            <Tabs.Trigger value="upcoming" className={tabTriggerClass}>
              Coming Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="focus" className="mt-4">
            <ItemList items={data.currentFocus} empty={NOTHING_THIS_WEEK} />
          </Tabs.Content>
          <Tabs.Content value="topic" className="mt-4">
            {data.currentFocus.length === 0 ? (
              <p className="text-sm text-plum-500">{NOTHING_THIS_WEEK}</p>
            ) : (
              <div className="space-y-4">
                {groupByCategory(data.currentFocus, EDUCATION_CATEGORIES).map((group) => (
                  <section key={group.category} aria-labelledby={`prep-${group.category}`}>
                    <h3 id={`prep-${group.category}`} className="text-sm font-semibold text-plum-900">
                      {CATEGORY_LABELS[group.category]}
                    </h3>
                    <ItemList items={group.items} empty={NOTHING_THIS_WEEK} />
                  </section>
                ))}
              </div>
            )}
          </Tabs.Content>
          <Tabs.Content value="upcoming" className="mt-4">
            <ItemList items={data.comingUp} empty={ALL_CAUGHT_UP} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Card>
  );
}

function ItemList({ items, empty }: { items: PrepItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-plum-500">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id}>
          <PrepItemRow item={item} />
        </li>
      ))}
    </ul>
  );
}
