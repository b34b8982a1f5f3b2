// The build's page frames (see src/shared/page-frames.ts): rendered at build time, in Node, from
// the same components the app renders, so a frame and the page drawn over it match to the pixel.
// scripts/build.mjs bundles this file for Node and writes what `renderFrames` returns into
// dist/client/frames.json.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { FRAME_SLOTS, type PageFrames } from "../shared/page-frames";
import { HeaderBar } from "./components/layout/header";
import { PageChrome } from "./components/layout/root-layout";
import { DashboardFrame } from "./features/dashboard/dashboard-frame";
import { AppRoutes } from "./router";

/**
 * Until the app takes over, a frame's controls do nothing: its buttons say so (aria-disabled, and
 * a tap or a test waits for the real one) and its fields take no typing that would then be lost.
 * Links work as plain links meanwhile.
 */
function inert(html: string): string {
  return html
    .replaceAll("<button ", '<button aria-disabled="true" ')
    .replaceAll("<input ", "<input readonly ")
    .replaceAll("<textarea ", "<textarea readonly ");
}

/** A signed-in page's first screen: the header with her avatar, and the page's own top. */
function signedIn(path: string, top: ReactNode): string {
  return inert(
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <PageChrome header={<HeaderBar initials={FRAME_SLOTS.initials} />}>{top}</PageChrome>
      </MemoryRouter>,
    ),
  );
}

export function renderFrames(): PageFrames {
  return {
    // The whole home page, exactly as the app first renders it for a visitor.
    home: inert(
      renderToStaticMarkup(
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes />
        </MemoryRouter>,
      ),
    ),
    signedIn: {
      "/dashboard": signedIn(
        "/dashboard",
        <DashboardFrame
          welcome={FRAME_SLOTS.welcome}
          subtitle={FRAME_SLOTS.subtitle}
          stage={FRAME_SLOTS.stage}
        />,
      ),
    },
  };
}
