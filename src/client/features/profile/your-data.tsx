import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { useDeleteAccount, useExportData } from "./api";

/** Export everything Bloom holds about you, or delete your account and all of it. */
export function YourData() {
  const { forgetAccount, subscribed } = useAuth();
  const navigate = useNavigate();
  const exporter = useExportData();
  const exporting = exporter.isPending;
  const remover = useDeleteAccount();
  const deleting = remover.isPending;
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function exportData() {
    exporter.mutate(undefined, {
      onSuccess: ({ name, blob }) => {
        const url = URL.createObjectURL(blob);
        const a = document.createElement("a");
        a.href = url;
        a.download = name;
        a.click();
        URL.revokeObjectURL(url);
        notify.success("Your data is downloading", "One JSON file with everything Bloom keeps for you.");
      },
      onError: (error) =>
        notify.error("Error", messageOf(error, "Your export could not be prepared. Please try again.")),
    });
  }

  function deleteAccount(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    remover.mutate(
      { confirm, password },
      {
        onSuccess: () => {
          navigate("/", { replace: true });
          forgetAccount();
          notify.success("Your account has been deleted", "Everything you stored with Bloom is gone.");
        },
        onError: (error) => setProblem(messageOf(error, "Something went wrong. Please try again.")),
      },
    );
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
            setPassword("");
            setProblem(null);
          }
        }}
        title="Delete your account?"
        description="This removes your profile, every entry, every check-in photo and your food log. It cannot be undone."
      >
        <form onSubmit={deleteAccount} className="space-y-4">
          {problem && <FormAlert>{problem}</FormAlert>}
          {subscribed && (
            <p className="text-sm text-plum-700">
              Your Premium Access membership is canceled with it, straight away: nothing more is charged.
            </p>
          )}
          <Field id="confirm-delete" label="Type DELETE to confirm">
            <Input
              id="confirm-delete"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="off"
            />
          </Field>
          <Field id="delete-password" label="Your current password">
            <Input
              id="delete-password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
            />
          </Field>
          <Button
            type="submit"
            variant="danger"
            className="w-full"
            disabled={confirm !== "DELETE" || password === "" || deleting}
          >
            {deleting ? "Deleting..." : "Delete my account for good"}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
