import { cn } from "../../lib/cn";

/** One question and its four answers, as radio buttons in a labelled group. */
export function Choice({
  name,
  legend,
  options,
  value,
  onChange,
  invalid,
}: {
  name: string;
  legend: string;
  options: readonly { value: number; label: string }[];
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
}) {
  return (
    <fieldset
      className={cn("rounded-2xl border p-3", invalid ? "border-red-600" : "border-line")}
      aria-invalid={invalid || undefined}
    >
      <legend className="px-1 font-medium text-plum-900">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm",
              value === o.value ? "border-blush-500 bg-blush-50 text-plum-900" : "border-line text-plum-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-blush-600"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
