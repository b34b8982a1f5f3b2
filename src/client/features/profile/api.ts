/** Her data: the export and deleting the account. Fetcher and hook for each call. */
import { useMutation } from "@tanstack/react-query";
import { call, callForFile } from "../../lib/api";
import { client } from "../../lib/client";

/** Everything Bloom keeps for her, as one JSON file: its name and contents. */
export async function fetchExport(): Promise<{ name: string; blob: Blob }> {
  const res = await callForFile(client.account.export.$get());
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "bloom-export.json";
  return { name, blob: await res.blob() };
}

// The server checks that she typed DELETE and her current password; the form passes on what she typed.
export const deleteAccount = ({ confirm, password }: { confirm: string; password: string }) =>
  call(client.account.$delete({ json: { confirm: confirm as "DELETE", password } }));

export function useExportData() {
  return useMutation({ mutationFn: fetchExport });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
