import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { detectRedFlags, findingOf, type SafetyFinding } from "../../../shared/safety";
import { UrgentHelp } from "./urgent-help";

afterEach(cleanup);

function finding(text: string, journey?: "pregnant" | "postpartum" | "ttc"): SafetyFinding {
  const found = detectRedFlags(text, { journey });
  if (!found) throw new Error(`expected a finding for "${text}"`);
  return found;
}

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

describe("UrgentHelp", () => {
  it("leads self-harm with 988 to call or text, 911 for danger and the maternal hotline", () => {
    render(<UrgentHelp finding={finding("I don't want to be here anymore")} />);
    const alert = screen.getByRole("alert", { name: "Call or text 988 now" });
    expect(within(alert).getByRole("heading", { level: 2 }).textContent).toBe("Call or text 988 now");
    expect(within(alert).getByRole("link", { name: "Call 988" }).getAttribute("href")).toBe("tel:988");
    expect(within(alert).getByRole("link", { name: "Text 988" }).getAttribute("href")).toBe("sms:988");
    expect(within(alert).getByRole("link", { name: "Call 911" }).getAttribute("href")).toBe("tel:911");
    expect(hrefs(alert)).toContain("tel:+18338526262");
    expect(hrefs(alert)).toContain("sms:+18338526262");
    expect(alert.textContent).toContain("1-833-852-6262 (1-833-TLC-MAMA)");
    expect(alert.textContent).not.toContain("When you call, say");
  });

  it("asks, with 988 all the same, when the thoughts of harm were heard only faintly", () => {
    const faint = findingOf(["thoughts-of-self-harm"], true)!;
    render(<UrgentHelp finding={faint} />);
    const alert = screen.getByRole("alert", { name: "Checking in, just in case" });
    expect(alert.textContent).toMatch(/Are you having thoughts of harming yourself or your baby\?/);
    expect(alert.textContent).not.toContain("Call or text 988 now");
    expect(within(alert).getByRole("link", { name: "Call 988" }).getAttribute("href")).toBe("tel:988");
    expect(within(alert).getByRole("link", { name: "Text 988" }).getAttribute("href")).toBe("sms:988");
    expect(hrefs(alert)).toContain("tel:+18338526262");
    cleanup();
    render(<UrgentHelp finding={faint} variant="compact" />);
    const compact = screen.getByRole("alert", { name: "Checking in, just in case." });
    expect(within(compact).getByRole("link", { name: "Call 988" }).getAttribute("href")).toBe("tel:988");
  });

  it("adds a safe step away from the baby when the thoughts are of harming her", () => {
    render(<UrgentHelp finding={finding("I keep having thoughts of hurting my baby")} />);
    expect(screen.getByRole("alert").textContent).toMatch(/lay your baby down somewhere safe/);
  });

  it("sends her to her provider for a warning sign, with the date to give and the signs she described", () => {
    render(
      <UrgentHelp
        finding={finding("soaking a pad every hour and a fever of 101", "postpartum")}
        journey="postpartum"
        birthDate="2026-03-02"
      />,
    );
    const alert = screen.getByRole("alert", { name: "Call your doctor or midwife now" });
    expect(alert.textContent).toContain("“I gave birth on March 2, 2026.”");
    const signs = within(alert)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(signs).toEqual([
      "A fever of 100.4 °F (38 °C) or higher",
      "Heavy bleeding (soaking a pad in an hour, or clots the size of an egg or bigger)",
    ]);
    expect(hrefs(alert)).toEqual(["tel:911"]);
    expect(alert.textContent).toMatch(/CDC.*Hear Her/);
    expect(alert.textContent).toMatch(/AWHONN.*POST-BIRTH/);
  });

  it("says she is pregnant, with her due date when Bloom has it", () => {
    const { rerender } = render(
      <UrgentHelp finding={finding("I'm bleeding", "pregnant")} journey="pregnant" dueDate="2026-09-14" />,
    );
    expect(screen.getByRole("alert").textContent).toContain("My baby is due on September 14, 2026.");
    rerender(<UrgentHelp finding={finding("I'm bleeding", "pregnant")} journey="pregnant" />);
    expect(screen.getByRole("alert").textContent).toContain("“I am pregnant.”");
  });

  it("puts 911 first for chest pain, breathing and seizures", () => {
    render(<UrgentHelp finding={finding("crushing chest pain and I can't breathe")} />);
    const alert = screen.getByRole("alert", { name: "Call 911 now" });
    expect(hrefs(alert)[0]).toBe("tel:911");
    expect(alert.textContent).toMatch(/If you are pregnant, or gave birth in the last year, say so first/);
  });

  it("shows both kinds of help when both are found", () => {
    render(<UrgentHelp finding={finding("chest pain and I want to die")} />);
    const alert = screen.getByRole("alert", { name: "Call 911 now" });
    expect(within(alert).getByRole("heading", { name: "Call or text 988 now", level: 3 })).toBeTruthy();
    expect(hrefs(alert)).toEqual(expect.arrayContaining(["tel:911", "tel:988", "sms:988"]));
  });

  it("has a compact form with the actions only", () => {
    render(<UrgentHelp finding={finding("I want to end it all")} variant="compact" />);
    const alert = screen.getByRole("alert", { name: "Call or text 988 now." });
    expect(hrefs(alert)).toEqual(["tel:911", "tel:988", "sms:988", "tel:+18338526262"]);
    expect(alert.textContent).not.toMatch(/Sources/);
  });

  it("stays a labelled region, not a new alert, where it is pinned", () => {
    render(<UrgentHelp finding={finding("severe headache for two days")} announce={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: "Call your doctor or midwife now" })).toBeTruthy();
  });

  it("closes when she says so", () => {
    const onDismiss = vi.fn();
    render(<UrgentHelp finding={finding("severe headache for two days")} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
