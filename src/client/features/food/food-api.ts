import type {
  FoodAnalysis,
  FoodDay,
  FoodLogCreate,
  FoodLogEntry,
  FoodLogUpdate,
  FoodSearchResult,
} from "../../../shared/food";
import { api } from "../../lib/api";

/** The browser's own calendar day and time zone, as the log API expects them. */
export function today(now = new Date()): { tz: string; date: string } {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const pad = (n: number) => String(n).padStart(2, "0");
  return { tz, date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
}

export const foodApi = {
  analyze: (image: string) => api<FoodAnalysis>("/api/food/analyze", { method: "POST", json: { image } }),
  search: (q: string, signal?: AbortSignal) =>
    api<FoodSearchResult>(`/api/food/search?q=${encodeURIComponent(q)}`, { signal }),
  day: () => {
    const { tz, date } = today();
    return api<FoodDay>(`/api/food/logs?tz=${encodeURIComponent(tz)}&date=${date}`);
  },
  add: (entry: FoodLogCreate) => api<FoodLogEntry>("/api/food/logs", { method: "POST", json: entry }),
  update: (id: string, patch: FoodLogUpdate) =>
    api<FoodLogEntry>(`/api/food/logs/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
  remove: (id: string) => api<null>(`/api/food/logs/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
