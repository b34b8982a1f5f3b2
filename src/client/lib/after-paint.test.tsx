import { cleanup, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AfterPaint } from "./after-paint";

afterEach(cleanup);

describe("AfterPaint", () => {
  it("mounts its children after the given number of paints, rendering once when they come", async () => {
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <p>Below the fold</p>;
    };
    const commits: string[] = [];
    render(
      <Profiler id="part" onRender={(_, phase) => commits.push(phase)}>
        <AfterPaint after={3} placeholder={<p>Placeholder</p>}>
          <Counted />
        </AfterPaint>
      </Profiler>,
    );
    expect(screen.getByText("Placeholder")).toBeTruthy();
    expect(await screen.findByText("Below the fold")).toBeTruthy();
    expect(renders).toBe(1);
    // The mount, then one update when the third paint has come: none for the paints between.
    expect(commits).toEqual(["mount", "update"]);
  });
});
