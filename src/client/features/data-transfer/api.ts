/** Her data travelling: share links (and the report, imports): fetcher, query key and hook for each. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConflictChoice,
  ImportPreview,
  ImportResult,
  ImportSource,
} from "../../../shared/data-transfer/imports/core";
import type { ShareLinkInput } from "../../../shared/data-transfer/share-links";
import { call, callForFile, errorOf, unreachable, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

const links = client.data["share-links"];

export const dataTransferKeys = {
  links: () => ["data-transfer", "share-links"] as const,
};

export const fetchShareLinks = () => call(links.$get()).then((r) => r.links);
export const createShareLink = (input: ShareLinkInput) =>
  call(links.$post(withQuery({ json: input }, { tz })));
export const revokeShareLink = (id: string) => call(links[":id"].$delete({ param: { id } }));

export function useShareLinks() {
  return useQuery({ queryKey: dataTransferKeys.links(), queryFn: fetchShareLinks });
}

export function useCreateShareLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: () => qc.invalidateQueries({ queryKey: dataTransferKeys.links() }),
  });
}

export function useRevokeShareLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => qc.invalidateQueries({ queryKey: dataTransferKeys.links() }),
  });
}

/** Her report as a PDF file: its name and contents. */
export async function fetchReport(sections: readonly string[]): Promise<{ name: string; blob: Blob }> {
  const query = { sections: sections.join(",") };
  const res = await callForFile(client.data.report.$get(withQuery({ query }, { ...query, tz })));
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "bloom-report.pdf";
  return { name, blob: await res.blob() };
}

export function useDownloadReport() {
  return useMutation({ mutationFn: fetchReport });
}

/**
 * Sends a file from another app, reporting how much of it has gone up (0–1): Apple Health files
 * run to hundreds of MB, so the upload is most of the wait. XMLHttpRequest is the one browser API
 * that reports upload progress; the answer and its errors are read as every other call's are.
 */
function upload<T>(url: string, file: File, onProgress: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(unreachable());
    xhr.onload = () => {
      const res = new Response(xhr.responseText, { status: xhr.status });
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else errorOf(res).then(reject, reject);
    };
    xhr.send(file);
  });
}

export interface ImportRequest {
  source: ImportSource;
  file: File;
  onProgress: (share: number) => void;
}

export const previewImport = ({ source, file, onProgress }: ImportRequest) =>
  upload<ImportPreview>(`/api/data/imports/${source}/preview?tz=${encodeURIComponent(tz)}`, file, onProgress);
export const runImport = ({
  source,
  file,
  onProgress,
  conflicts,
}: ImportRequest & { conflicts: ConflictChoice }) =>
  upload<ImportResult>(
    `/api/data/imports/${source}?conflicts=${conflicts}&tz=${encodeURIComponent(tz)}`,
    file,
    onProgress,
  );

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useRunImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    // Her cycle tracker's overview and calendar (the ["cycle"] queries) now read the imported days.
    onSuccess: () => qc.invalidateQueries({ queryKey: ["cycle"] }),
  });
}

/**
 * Her records as a FHIR R4 Bundle, for a clinic's system or another health app; her mood check-ins
 * go in only when she ticked them (`screening`).
 */
export async function fetchFhirExport({
  screening,
}: {
  screening: boolean;
}): Promise<{ name: string; blob: Blob }> {
  const query = { screening: screening ? ("1" as const) : ("0" as const) };
  const res = await callForFile(client.data.fhir.$get(withQuery({ query }, { ...query, tz })));
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "bloom-fhir.json";
  return { name, blob: await res.blob() };
}

export function useDownloadFhir() {
  return useMutation({ mutationFn: fetchFhirExport });
}
