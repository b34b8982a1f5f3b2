import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeImage } from "./safe-image";

describe("SafeImage", () => {
  it("shows a placeholder with the same name when the picture fails to load", () => {
    render(<SafeImage src="/missing.jpg" alt="Front view, week of Nov 16" />);
    const img = screen.getByRole("img", { name: "Front view, week of Nov 16" });
    expect(img.tagName).toBe("IMG");
    fireEvent.error(img);
    const placeholder = screen.getByRole("img", { name: "Front view, week of Nov 16" });
    expect(placeholder.tagName).toBe("SPAN");
  });
});
