import { readFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// A Vite plugin: after the client build, `route-preloads.json` lists for each signed-in route the
// chunks its page needs (the page, the signed-in layout, the query cache and everything they
// import statically, and the page's `-body` part), less those index.html already preloads. The
// server puts them into the HTML it answers for that path as <link rel="modulepreload">, so they
// download together with the app's script instead of after it has run.
type Chunk = {
  type: "chunk";
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  isEntry: boolean;
};

function routePreloads(clientRoot: string): Plugin {
  return {
    name: "bloom-route-preloads",
    // The browser's build only (the page frames' Node build has no routes to preload).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const router = readFileSync(path.join(clientRoot, "router.tsx"), "utf8");
      // The signed-in pages by path (router.tsx's SIGNED_IN table) and the two modules every one needs.
      const table = router.slice(router.indexOf("const SIGNED_IN = {"));
      const pages = [
        ...table
          .slice(0, table.indexOf("} satisfies"))
          .matchAll(/"?([\w/:-]+)"?: loader\(\(\) => import\("([^"]+)"\)\)/g),
      ];
      const shared = ["./components/layout/signed-in-layout", "./lib/query-provider"];
      const chunks = Object.values(bundle).filter(
        (c): c is Chunk & (typeof bundle)[string] => c.type === "chunk",
      );
      const byModule = (spec: string) => {
        const file = path.resolve(clientRoot, spec);
        // The chunk holding the module (a small shared one may sit in a group chunk, without a facade).
        return chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.tsx?$/, "") === file));
      };
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (chunk: Chunk | undefined, out: Set<string>) => {
        if (!chunk || out.has(chunk.fileName)) return out;
        out.add(chunk.fileName);
        for (const i of chunk.imports) closure(byName.get(i), out);
        return out;
      };
      const initial = closure(
        chunks.find((c) => c.isEntry),
        new Set(),
      );
      const preloads: Record<string, string[]> = {};
      for (const [, route, spec] of pages) {
        const files = new Set<string>();
        for (const s of [...shared, spec!]) {
          const chunk = byModule(s);
          if (!chunk) this.error(`route-preloads: no chunk for ${s}`);
          closure(chunk, files);
        }
        // A page that draws its top first and the rest after (`<name>-body.tsx`, imported
        // dynamically so it is evaluated in a task of its own) has the rest's code preloaded too.
        for (const file of byModule(spec!)?.dynamicImports ?? []) {
          const chunk = byName.get(file);
          if (chunk?.facadeModuleId?.endsWith("-body.tsx")) closure(chunk, files);
        }
        preloads[`/${route}`] = [...files].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      if (pages.length === 0) this.error("route-preloads: no signed-in pages found in router.tsx");
      this.emitFile({
        type: "asset",
        fileName: "route-preloads.json",
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}

/**
 * The installable app: the web app manifest (linked from every page) and the service worker
 * (src/client/sw.ts), which precaches the shell and every route chunk. The page registers the
 * worker itself after its first paint (src/client/lib/offline/service-worker.ts).
 */
const pwa = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: ".",
    filename: "sw.ts",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      // The page frames and preload lists are the server's; the story poster is large and optional.
      globIgnores: ["**/frames.json", "**/route-preloads.json", "**/.vite/**"],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    manifest: {
      id: "/",
      name: "Bloom · Wellness for every stage of motherhood",
      short_name: "Bloom",
      description:
        "Workouts, wellness tracking, recipes and support for trying to conceive, pregnancy, postpartum and the toddler years.",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#b8456b",
      background_color: "#fdf8f4",
      lang: "en",
      categories: ["health", "lifestyle"],
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
  });

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(path.resolve(import.meta.dirname, "src/client")),
    // Not in the page frames' Node build, which has no pages to install.
    ...(command === "build" && !isSsrBuild ? [pwa()] : []),
  ],
  resolve: {
    // React Router's package points every import at its development build (warnings and checks
    // included); its own Vite plugin swaps in the production build, which we do by hand.
    alias:
      command === "build"
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                "node_modules/react-router/dist/production/index.mjs",
              ),
            },
          ]
        : [],
  },
  root: "src/client",
  publicDir: "public",
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    target: "es2022",
    manifest: true,
    // BLOOM_SOURCEMAP=1 npm run build: source maps, to read a browser profile of the built app by
    // source file (the deployed build ships none).
    sourcemap: !!process.env.BLOOM_SOURCEMAP,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the pages behind sign-in: a page used to arrive as ~45 files of
        // a few hundred bytes each (one per icon, per Radix part), six at a time over HTTP/1.1.
        codeSplitting: {
          groups: [
            // The framework in one long-cached chunk.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 50,
            },
            // What the first page needs stays exactly as it was (its own budget: 100 KB gzip).
            { name: "shell", tags: ["$initial"], priority: 40 },
            // Charts only where a page draws one.
            {
              name: "charts",
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|react-is|use-sync-external-store|tiny-invariant|clsx)[\\/]/,
              priority: 30,
            },
            // What the signed-in pages share, one chunk each instead of dozens of a few hundred
            // bytes: the Radix parts every dialog and tab uses, TanStack Query with the typed
            // client, and the icons. Radix's menu, slider and accordion stay with the pages using them.
            {
              name: "radix",
              test: /node_modules[\\/](@radix-ui[\\/]react-(primitive|slot|compose-refs|context|id|presence|portal|dialog|tabs|roving-focus|collection|direction|focus-guards|focus-scope|dismissable-layer|use-[a-z-]+)|@radix-ui[\\/]primitive|radix-ui|aria-hidden|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|tslib|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
              priority: 20,
            },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // The typed client alone: `/` reads the site settings with it, without the query cache.
            { name: "hono", test: /node_modules[\\/]hono[\\/]/, priority: 20 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // Bloom's own small shared parts: the data layer without the query cache (`/` loads it
            // after its first paint for the story video's setting, and must not pull in the cache or
            // the UI kit with it), and the UI kit.
            {
              name: "data",
              test: /src[\\/]client[\\/]lib[\\/](?!query|live-events|offline)/,
              priority: 10,
              maxModuleSize: 6000,
            },
            {
              name: "ui",
              test: /src[\\/]client[\\/]components[\\/]ui[\\/]/,
              priority: 10,
              maxModuleSize: 6000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
}));
