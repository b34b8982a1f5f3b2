import { Slider } from "radix-ui";

/**
 * A labelled slider whose value is read out and shown beside its label. The thumb (the control a
 * screen reader lands on) carries its name itself, and the scale's two ends as its description:
 * "Mood, slider, 7, from 1, Low, to 10, Great".
 */
export function SliderField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  format = (v) => String(v),
  lowLabel,
  highLabel,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  format?: (value: number) => string;
  lowLabel?: string;
  highLabel?: string;
}) {
  const scale =
    lowLabel || highLabel
      ? `From ${format(min)}${lowLabel ? `, ${lowLabel},` : ""} to ${format(max)}${highLabel ? `, ${highLabel}` : ""}.`
      : undefined;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between">
        <span id={`${id}-label`} className="text-sm font-medium text-plum-700" aria-hidden="true">
          {label}
        </span>
        <span className="font-display text-lg text-blush-700" aria-hidden="true">
          {format(value)}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        value={[value]}
        onValueChange={([v]) => v !== undefined && onChange(v)}
        min={min}
        max={max}
        step={step}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-blush-100">
          <Slider.Range className="absolute h-full rounded-full bg-blush-500" />
        </Slider.Track>
        <Slider.Thumb
          id={id}
          aria-label={label}
          aria-describedby={scale ? `${id}-scale` : undefined}
          aria-valuetext={format(value)}
          className="block size-6 rounded-full border-2 border-blush-600 bg-white shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blush-600"
        />
      </Slider.Root>
      {scale && (
        <>
          <div className="flex justify-between text-xs text-plum-500" aria-hidden="true">
            <span>{lowLabel}</span>
            <span>{highLabel}</span>
          </div>
          {/* Read as the thumb's description only (hidden text still describes), not again as a paragraph. */}
          <p id={`${id}-scale`} className="sr-only" aria-hidden="true">
            {scale}
          </p>
        </>
      )}
    </div>
  );
}
