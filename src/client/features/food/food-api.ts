import type {
  FoodAnalysis,
  FoodDay,
  FoodLogEntry,
  FoodLogUpdate,
  FoodPlateCreate,
  FoodPlateLogged,
  FoodSearchResult,
} from "../../../shared/food";
import { api } from "../../lib/api";

/** The browser's own calendar day and time zone, as the log API expects them. */
export function today(now = new Date()): { tz: string; date: string } {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const pad = (n: number) => String(n).padStart(2, "0");
  return { tz, date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain http too, where
 * crypto.randomUUID does not (it needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const foodApi = {
  analyze: (image: string) => api<FoodAnalysis>("/api/food/analyze", { method: "POST", json: { image } }),
  search: (q: string, signal?: AbortSignal) =>
    api<FoodSearchResult>(`/api/food/search?q=${encodeURIComponent(q)}`, { signal }),
  day: () => {
    const { tz, date } = today();
    return api<FoodDay>(`/api/food/logs?tz=${encodeURIComponent(tz)}&date=${date}`);
  },
  /** Logs a whole plate in one request; a retry with the same key answers as the first time. */
  logPlate: (plate: FoodPlateCreate, idempotencyKey: string) =>
    api<FoodPlateLogged>("/api/food/logs", {
      method: "POST",
      json: plate,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  update: (id: string, patch: FoodLogUpdate) =>
    api<FoodLogEntry>(`/api/food/logs/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
  remove: (id: string) => api<null>(`/api/food/logs/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
