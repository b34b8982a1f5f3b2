/** Hands a file the server made to the browser's downloads. */
export function saveFile({ name, blob }: { name: string; blob: Blob }) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  // Some browsers start the download after this tick: give them a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
