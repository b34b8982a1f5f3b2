export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="size-10 animate-spin rounded-full border-4 border-blush-100 border-t-blush-600"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
