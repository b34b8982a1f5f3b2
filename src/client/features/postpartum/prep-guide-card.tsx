import { ClipboardCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import {
  CATEGORY_LABELS,
  EDUCATION_CATEGORIES,
  groupByCategory,
  type PrepItem,
  prepNothingYet,
} from "../../../shared/postpartum";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { usePrepGuide } from "./api";
import { PrepItemRow } from "./prep-item";

// The spec's empty state; an empty Current Focus says when her first items open (prepNothingYet).
const ALL_CAUGHT_UP = "You're all caught up!";
// Three tabs on one line in the pill, down to a 360 px phone: equal shares, labels never broken.
const prepTabListClass = "flex w-full rounded-full bg-blush-50 p-1";
const prepTabClass =
  "min-h-10 flex-1 whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-plum-700 sm:px-4 data-[state=active]:bg-white data-[state=active]:text-blush-800 data-[state=active]:shadow-soft";

/** The Postpartum Prep Guide for a pregnant user: what to get ready by her real week. */
export function PrepGuideCard() {
  const { data, isPending, isError, error, refetch } = usePrepGuide();
  // Never pushed at her when she is not pregnant, after a loss included.
  if (data?.state === "not-pregnant") return null;
  const nothingYet = prepNothingYet(data?.currentWeek ?? null, data?.comingUp ?? []);

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
          <Tabs.List className={prepTabListClass} aria-label="Prep guide">
            <Tabs.Trigger value="focus" className={prepTabClass}>
              Current Focus
            </Tabs.Trigger>
            <Tabs.Trigger value="topic" className={prepTabClass}>
              By Topic
            </Tabs.Trigger>
            <Tabs.Trigger value="upcoming" className={prepTabClass}>
              Coming Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="focus" className="mt-4">
            <ItemList items={data.currentFocus} empty={nothingYet} />
          </Tabs.Content>
          <Tabs.Content value="topic" className="mt-4">
            {data.currentFocus.length === 0 ? (
              <p className="text-sm text-plum-500">{nothingYet}</p>
            ) : (
              <div className="space-y-4">
                {groupByCategory(data.currentFocus, EDUCATION_CATEGORIES).map((group) => (
                  <section key={group.category} aria-labelledby={`prep-${group.category}`}>
                    <h3 id={`prep-${group.category}`} className="text-sm font-semibold text-plum-900">
                      {CATEGORY_LABELS[group.category]}
                    </h3>
                    <ItemList items={group.items} empty={nothingYet} />
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
