import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, Suspense, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyLoaded } from "./lazy-loaded";

afterEach(cleanup);

/** A chunk whose arrival the test decides. */
function chunk() {
  let arrive!: () => void;
  let loads = 0;
  const Part = ({ label }: { label: string }) => {
    const [typed, setTyped] = useState("");
    return <input aria-label={label} value={typed} onChange={(e) => setTyped(e.target.value)} />;
  };
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = () => {
    loads += 1;
    return arrived.then(() => Part);
  };
  return { load, arrive, loads: () => loads };
}

describe("lazyLoaded", () => {
  it("shows the fallback until the chunk arrives, then the part", async () => {
    const { load, arrive } = chunk();
    const Part = lazyLoaded(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Note" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByLabelText("Note")).toBeTruthy();
  });

  it("draws a preloaded part in the render that mounts it, with no fallback", async () => {
    const { load, arrive, loads } = chunk();
    const Part = lazyLoaded(load);
    const preloaded = Part.preload();
    arrive();
    await preloaded;
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
        <Suspense fallback={<p>Loading</p>}>
          <Part label="Note" />
        </Suspense>
      </Profiler>,
    );
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByLabelText("Note")).toBeTruthy();
    expect(commits).toEqual(["mount"]);
    // Preloading twice, and rendering, load the chunk once.
    await Part.preload();
    expect(loads()).toBe(1);
  });

  it("keeps what she typed when the part renders again after its chunk arrived", async () => {
    const { load, arrive } = chunk();
    const Part = lazyLoaded(load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Note" />
      </Suspense>,
    );
    await act(async () => arrive());
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "slept badly" } });
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Part label="Note" />
      </Suspense>,
    );
    expect((screen.getByLabelText("Note") as HTMLInputElement).value).toBe("slept badly");
  });

  it("tries the chunk again after a failed load", async () => {
    let attempts = 0;
    const Part = lazyLoaded(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return () => <p>Here</p>;
    });
    await expect(Part.preload()).rejects.toThrow("offline");
    await Part.preload();
    render(<Part />);
    expect(screen.getByText("Here")).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
