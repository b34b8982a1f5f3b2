/** Her data travelling: share links (and the report, imports): fetcher, query key and hook for each. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareLinkInput } from "../../../shared/data-transfer/share-links";
import { call, callForFile, withQuery } from "../../lib/api";
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
