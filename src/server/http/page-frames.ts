import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageFrames } from "../../shared/page-frames";

/** The page frames the client build wrote (`frames.json`); none for a build without them. */
export function readPageFrames(clientDir: string): PageFrames | null {
  const file = path.join(clientDir, "frames.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageFrames) : null;
}

/** What goes into `#root` for this request: the path's frame and whom it was drawn for. */
export interface Frame {
  html: string;
  /** "member": filled in for the signed-in member asking (a personal answer); "public": the same for all. */
  kind: "member" | "public";
  /**
   * A member's frame: her account as the app would first ask for it (session user, profile,
   * subscription), put into the page so the app starts with it instead of three requests.
   */
  account?: unknown;
}

/** The frame every visitor gets at `pathname` (the home page's), or null: no database needed. */
export function publicFrame(frames: PageFrames, pathname: string): Frame | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return trimmed === "/" ? { html: frames.home, kind: "public" } : null;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether the request carries a session cookie at all (valid or not: only the database can tell). */
export function hasSessionCookie(cookies: string | undefined): boolean {
  return SESSION_COOKIE.test(cookies ?? "");
}

/**
 * Marks the page of a request that carries no session cookie at all: a visitor's. The app then asks
 * for the session alone on a signed-in page, instead of also asking for her profile, subscription
 * and the page's data it would only be refused (one check, then the way to log in). A request with
 * a cookie, even an expired one, is answered as before.
 */
export function markVisitor(html: string, cookies: string | undefined): string {
  if (hasSessionCookie(cookies)) return html;
  return html.replace('<div id="root"', '<div id="root" data-visitor=""');
}

/**
 * Loads the app after the frame's first paint: the app's scripts and the page's chunks, listed in
 * the JSON block `#bloom-scripts`, are added once the browser has painted. On a slow connection
 * the frame's HTML and styles then have the line to themselves instead of sharing it with ~200 KB
 * of script, and she reads her page sooner; the script follows one frame later. Inline, so it costs
 * no request; allowed by its hash in the Content-Security-Policy (security.ts), like no other.
 */
export const BOOT_SCRIPT =
  '(()=>{const list=JSON.parse(document.getElementById("bloom-scripts").textContent);' +
  // The app's scripts first, then its chunks three at a time: starting a request costs the main
  // thread a little, and thirty at once would be one long task just after her page has appeared.
  'const tags=list.scripts.map((src)=>["script",src]).concat(list.preload.map((href)=>["link",href]));' +
  "const add=(from,to)=>{for(const[kind,url]of tags.slice(from,to)){const tag=document.createElement(kind);" +
  'tag.crossOrigin="";if(kind==="script"){tag.type="module";tag.src=url}else{tag.rel="modulepreload";tag.href=url}' +
  "document.head.append(tag)}if(to<tags.length)setTimeout(add,0,to,to+3)};" +
  "requestAnimationFrame(()=>setTimeout(add,0,0,list.scripts.length))})()";
export const BOOT_SCRIPT_HASH = `sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}`;

const SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app's HTML with a frame in its root element, and its scripts loaded after the frame's first paint. */
export function withFrame(html: string, frame: Frame | null): string {
  const scripts = [...html.matchAll(SCRIPT)].map((m) => m[1]!);
  if (!frame || scripts.length === 0) return html;
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const list = JSON.stringify({ scripts, preload });
  // Inside <script>, "<" never appears as itself: no value she typed can close the element.
  const account =
    frame.account === undefined
      ? ""
      : `<script type="application/json" id="bloom-account">${JSON.stringify(frame.account).replace(/</g, "\\u003c")}</script>`;
  return html
    .replace(SCRIPT, "")
    .replace(PRELOAD, "")
    .replace('<div id="root"></div>', () => `<div id="root" data-frame="${frame.kind}">${frame.html}</div>`)
    .replace(
      "</body>",
      () =>
        `${account}<script type="application/json" id="bloom-scripts">${list}</script><script>${BOOT_SCRIPT}</script></body>`,
    );
}
