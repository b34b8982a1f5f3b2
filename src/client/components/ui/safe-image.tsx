import { ImageOff } from "lucide-react";
import { type ImgHTMLAttributes, useState } from "react";
import { cn } from "../../lib/cn";

/** An image that shows a quiet placeholder, with the same alt text, when it fails to load. */
export function SafeImage({
  className,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={cn("flex items-center justify-center bg-cream text-plum-500/60", className)}
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    );
  }
  return <img alt={alt} className={className} onError={() => setFailed(true)} {...props} />;
}
