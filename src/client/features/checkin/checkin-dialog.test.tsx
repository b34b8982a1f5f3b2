import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, signedIn } from "../../test-support/fake-server";
import { findToast, renderScreen, resetScreen } from "../../test-support/render";
import { CheckinDialog } from "./checkin-dialog";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "front.jpg", { type: "image/jpeg" });

async function fillIn() {
  // Her units come with her profile.
  fireEvent.change(await screen.findByLabelText("Weight (kg)"), { target: { value: "68.4" } });
  fireEvent.change(field("Waist (cm)"), { target: { value: "81" } });
  fireEvent.change(field("How was your week?"), { target: { value: "Walked every day" } });
  fireEvent.change(field("Front photo"), { target: { files: [photo()] } });
}

describe("the weekly check-in", () => {
  it("sends the measurements, her words and the photo as one form", async () => {
    const server = fakeServer({
      ...signedIn(),
      "POST /api/checkins": () => ({ status: 201, body: { id: "c1", safety: null } }),
    });
    renderScreen(<CheckinDialog open onOpenChange={() => {}} />);
    const week = field("Week of").value;
    await fillIn();
    fireEvent.click(screen.getByRole("button", { name: "Complete check-in" }));
    expect(await findToast("Check-in completed!")).toBeTruthy();
    const [sent] = server.to("POST /api/checkins");
    expect(sent?.query.get("tz")).toBeTruthy();
    expect(sent?.form?.get("week_date")).toBe(week);
    expect(sent?.form?.get("units")).toBe("metric");
    expect(sent?.form?.get("weight")).toBe("68.4");
    expect(sent?.form?.get("waist_measurement")).toBe("81");
    expect(sent?.form?.get("chest_measurement")).toBe("");
    expect(sent?.form?.get("description")).toBe("Walked every day");
    expect((sent?.form?.get("front") as File | undefined)?.name).toBe("front.jpg");
    // Saved: the form starts afresh.
    await waitFor(() => expect(field("Weight (kg)").value).toBe(""));
  });

  it("asks a US member for lbs and inches, and says so to the server", async () => {
    const server = fakeServer({
      ...signedIn({ units: "us" }),
      "POST /api/checkins": () => ({ status: 201, body: { id: "c1", safety: null } }),
    });
    renderScreen(<CheckinDialog open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Weight (lbs)"), { target: { value: "150.7" } });
    fireEvent.change(field("Waist (in)"), { target: { value: "32" } });
    fireEvent.click(screen.getByRole("button", { name: "Complete check-in" }));
    expect(await findToast("Check-in completed!")).toBeTruthy();
    const [sent] = server.to("POST /api/checkins");
    expect(sent?.form?.get("units")).toBe("us");
    expect(sent?.form?.get("weight")).toBe("150.7");
    expect(sent?.form?.get("waist_measurement")).toBe("32");
  });

  it("a refused photo says the upload failed, by the server's code, and keeps what she typed", async () => {
    fakeServer({
      ...signedIn(),
      "POST /api/checkins": () =>
        apiError(415, "not_an_image", "front: that file is not a JPEG, PNG or WebP image."),
    });
    renderScreen(<CheckinDialog open onOpenChange={() => {}} />);
    await fillIn();
    fireEvent.click(screen.getByRole("button", { name: "Complete check-in" }));
    expect(await findToast("Upload failed")).toBeTruthy();
    expect(screen.getByText("Failed to upload progress photos")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("that file is not a JPEG, PNG or WebP image.");
    expect(field("Weight (kg)").value).toBe("68.4");
    expect(field("How was your week?").value).toBe("Walked every day");
  });

  it("any other refusal shows the server's message, even one that mentions a photo", async () => {
    fakeServer({
      ...signedIn(),
      "POST /api/checkins": () =>
        apiError(400, "invalid_input", "Weight must be between 30 and 300 kg (photo kept)."),
    });
    renderScreen(<CheckinDialog open onOpenChange={() => {}} />);
    await fillIn();
    fireEvent.click(screen.getByRole("button", { name: "Complete check-in" }));
    expect(await findToast("Check-in failed")).toBeTruthy();
    expect(screen.queryByText("Upload failed")).toBeNull();
    expect(field("Weight (kg)").value).toBe("68.4");
  });
});
