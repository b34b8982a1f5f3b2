/** The pill tabs used across Bloom (Radix Tabs): the list and its triggers. */
export const tabListClass = "inline-flex flex-wrap rounded-full bg-blush-50 p-1";
export const tabTriggerClass =
  "min-h-10 rounded-full px-4 py-2 text-sm font-medium text-plum-700 data-[state=active]:bg-white data-[state=active]:text-blush-800 data-[state=active]:shadow-soft";
