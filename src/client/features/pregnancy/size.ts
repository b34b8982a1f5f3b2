/** Sizes in both systems: the content is metric, and many of Bloom's mothers think in inches and pounds. */
export function lengthText(cm: number): string {
  const inches = cm / 2.54;
  if (cm < 1) return `${Math.round(cm * 10)} mm (${inches.toFixed(2)} in)`;
  return `${cm.toFixed(cm < 10 ? 1 : 0)} cm (${inches.toFixed(1)} in)`;
}

export function weightText(grams: number): string {
  const ounces = grams / 28.3495;
  if (grams < 454)
    return `${Math.round(grams)} g (${ounces < 10 ? ounces.toFixed(1) : Math.round(ounces)} oz)`;
  const pounds = Math.floor(ounces / 16);
  const rest = Math.round(ounces - pounds * 16);
  const kg = (grams / 1000).toFixed(1);
  return `${kg} kg (${pounds} lb${rest ? ` ${rest} oz` : ""})`;
}
