import { Camera, CameraOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { drawToJpeg } from "./image";

export const CAMERA_ERROR_TITLE = "Camera Error";
export const CAMERA_ERROR_DESCRIPTION = "Could not access the camera. Please check permissions.";

const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

/** The camera stream: start, stop, and stop for sure when the page goes away. */
export function useCamera(onError: () => void) {
  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) return;
    setStarting(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("getUserMedia is not available");
      const s = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      streamRef.current = s;
      setStream(s);
    } catch (error) {
      console.error("Camera", error);
      onError();
    } finally {
      setStarting(false);
    }
  }, [onError]);

  useEffect(() => stop, [stop]);

  return { stream, starting, start, stop };
}

/** The live preview with Capture and Stop. Capture hands over a JPEG data URL and stops the camera. */
export function CameraView({
  stream,
  onCapture,
  onStop,
}: {
  stream: MediaStream;
  onCapture: (dataUrl: string) => void;
  onStop: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    video.play().catch(() => {
      // autoplay of a muted inline video is allowed; if not, the user still sees the first frame
    });
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const capture = () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const dataUrl = drawToJpeg(video, video.videoWidth, video.videoHeight);
    onCapture(dataUrl);
  };

  return (
    <>
      <video
        ref={videoRef}
        className="absolute inset-0 size-full bg-plum-900 object-cover"
        muted
        playsInline
        autoPlay
        aria-label="Live camera preview"
        onLoadedData={() => setReady(true)}
      />
      <div className="absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-2 bg-gradient-to-t from-plum-900/70 to-transparent p-3">
        <Button onClick={capture} disabled={!ready}>
          <Camera className="size-4" aria-hidden="true" />
          Capture
        </Button>
        <Button variant="outline" onClick={onStop}>
          <CameraOff className="size-4" aria-hidden="true" />
          Stop camera
        </Button>
      </div>
    </>
  );
}
