import { PlayCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { HOME } from "../../../content/pages/home";
import { QueryProvider } from "../../lib/query-provider";
import { useSiteConfig } from "../site";

/**
 * The story video at 16:9. With no video configured: a poster and a short note, never a broken
 * player. It loads on demand from `/`, which carries no query cache: it brings the provider along.
 */
export default function VideoDialog({ onClose }: { onClose: () => void }) {
  return (
    <QueryProvider>
      <Video onClose={onClose} />
    </QueryProvider>
  );
}

function Video({ onClose }: { onClose: () => void }) {
  const site = useSiteConfig();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-plum-900 p-3 text-white shadow-soft">
          <div className="flex items-center justify-between px-2 pb-2">
            <Dialog.Title className="font-display text-lg">{HOME.video.title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-white/10" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="aspect-video overflow-hidden rounded-2xl bg-blush-800">
            {site?.storyVideoUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: captions come with the configured video when it has them
              <video src={site.storyVideoUrl} controls autoPlay playsInline className="size-full" />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-blush-700 to-plum-900 p-6 text-center">
                <PlayCircle className="size-14 text-white/60" aria-hidden="true" />
                <Dialog.Description className="max-w-md text-white/90">
                  {site ? HOME.video.unavailableMessage : "Loading…"}
                </Dialog.Description>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
