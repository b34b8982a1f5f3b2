import { ImageUp } from "lucide-react";
import { useId, useRef } from "react";
import { buttonClass } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { isImageFile, NOT_AN_IMAGE_MESSAGE } from "./image";

/** "Upload a photo": a file input that takes images only and says so when given anything else. */
export function Uploader({
  disabled,
  onFile,
  onReject,
}: {
  disabled?: boolean;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Let the same file be chosen again after a Reset.
          e.target.value = "";
          if (!file) return;
          if (!isImageFile(file)) onReject(NOT_AN_IMAGE_MESSAGE);
          else onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClass("outline"),
          "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blush-600",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        <ImageUp className="size-4" aria-hidden="true" />
        Upload a photo
      </label>
    </>
  );
}
