import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Field, FormAlert, Input } from "../../components/ui/form";
import { api, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";

/** Export everything Bloom holds about you, or delete your account and all of it. */
export function YourData() {
  const { forgetAccount } = useAuth();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function exportData() {
    setExporting(true);
    try {
      const res = await fetch("/api/account/export", { credentials: "same-origin" });
      if (!res.ok) throw new Error("Your export could not be prepared. Please try again.");
      const blob = await res.blob();
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "bloom-export.json";
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      a.click();
      URL.revokeObjectURL(url);
      notify.success("Your data is downloading", "One JSON file with everything Bloom keeps for you.");
    } catch (error) {
      notify.error("Error", messageOf(error, "Something went wrong. Please try again."));
    } finally {
      setExporting(false);
    }
  }

  async function deleteAccount(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    setDeleting(true);
    try {
      await api("/api/account", { method: "DELETE", json: { confirm } });
      navigate("/", { replace: true });
      forgetAccount();
      notify.success("Your account has been deleted", "Everything you stored with Bloom is gone.");
    } catch (error) {
      setProblem(messageOf(error, "Something went wrong. Please try again."));
      setDeleting(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl">Your data</h2>
      <p className="mt-1 text-sm text-plum-500">
        Everything you log in Bloom is yours. Download a copy at any time, or delete your account and all of
        it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={exportData} disabled={exporting}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? "Preparing..." : "Export my data"}
        </Button>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setConfirm("");
            setProblem(null);
          }
        }}
        title="Delete your account?"
        description="This removes your profile, every entry, every check-in photo and your food log. It cannot be undone."
      >
        <form onSubmit={deleteAccount} className="space-y-4">
          {problem && <FormAlert>{problem}</FormAlert>}
          <Field id="confirm-delete" label="Type DELETE to confirm">
            <Input
              id="confirm-delete"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="off"
            />
          </Field>
          <Button
            type="submit"
            variant="danger"
            className="w-full"
            disabled={confirm !== "DELETE" || deleting}
          >
            {deleting ? "Deleting..." : "Delete my account for good"}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
