import { type ComponentType, useEffect, useState } from "react";
import { notify } from "../../lib/notify";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code loads the first time it opens, so a page shows its frame without first
 * downloading every form behind its buttons. Once loaded it stays mounted, as an eager one would.
 * If its chunk cannot be loaded (offline), she is told and the dialog stays closed.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState(() => loaded);
    const { open, onOpenChange } = props;
    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setDialog(() => component);
        },
        (error) => {
          console.error("Could not load the dialog", error);
          if (!current) return;
          notify.error("Error", "Please check your connection and try again.");
          onOpenChange(false);
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, onOpenChange]);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
