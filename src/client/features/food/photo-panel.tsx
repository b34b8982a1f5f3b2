import { Camera, Loader2, RotateCcw, ScanSearch, UtensilsCrossed } from "lucide-react";
import { useCallback } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CameraView, useCamera } from "./camera";
import { Uploader } from "./uploader";

/** The photo: live camera or upload, its preview, Analyze and Reset. */
export function PhotoPanel({
  image,
  analyzing,
  onImage,
  onFile,
  onReject,
  onCameraError,
  onCameraStart,
  onAnalyze,
  onReset,
}: {
  image: string | null;
  analyzing: boolean;
  onImage: (dataUrl: string) => void;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  onCameraError: () => void;
  onCameraStart: () => void;
  onAnalyze: () => void;
  onReset: () => void;
}) {
  const camera = useCamera(onCameraError);
  const { stop } = camera;

  const start = useCallback(() => {
    onCameraStart();
    void camera.start();
  }, [camera, onCameraStart]);

  return (
    <Card className="space-y-4">
      <h2 className="text-2xl">Your photo</h2>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-blush-50">
        {camera.stream ? (
          <CameraView
            stream={camera.stream}
            onStop={stop}
            onCapture={(dataUrl) => {
              stop();
              onImage(dataUrl);
            }}
          />
        ) : image ? (
          <img
            src={image}
            alt="Your meal, ready to analyze"
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-plum-500">
            <UtensilsCrossed className="size-10 text-blush-500" aria-hidden="true" />
            <p className="text-sm">Start the camera or upload a photo of your meal.</p>
          </div>
        )}
        {analyzing && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/75"
            role="status"
          >
            <span
              className="size-10 animate-spin rounded-full border-4 border-blush-100 border-t-blush-600"
              aria-hidden="true"
            />
            <span className="text-sm font-medium text-plum-700">Analyzing your photo…</span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!camera.stream && (
          <Button variant="outline" onClick={start} disabled={camera.starting || analyzing}>
            {camera.starting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Camera className="size-4" aria-hidden="true" />
            )}
            Start camera
          </Button>
        )}
        <Uploader
          disabled={analyzing}
          onFile={(f) => {
            stop();
            onFile(f);
          }}
          onReject={onReject}
        />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button
          onClick={onAnalyze}
          disabled={!image || analyzing || camera.stream !== null}
          className="min-w-32"
        >
          {analyzing ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ScanSearch className="size-4" aria-hidden="true" />
          )}
          {analyzing ? "Analyzing…" : "Analyze"}
        </Button>
        <Button
          variant="ghost"
          disabled={analyzing}
          onClick={() => {
            stop();
            onReset();
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset
        </Button>
      </div>
      <p className="text-xs text-plum-500">
        Your photo is analyzed on Bloom's server and then dropped. Signed in, it is also compared there with
        the meals you logged from photos. It is kept only if you add the meal to your log and tick "Keep
        photo"; a learned picture of the meal (numbers, not the photo) is kept when you add it.
      </p>
    </Card>
  );
}
