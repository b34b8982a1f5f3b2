import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { freePort } from "../../bench/support";

/**
 * Bloom as it is deployed: two app instances (real processes) on one PostgreSQL database, with
 * their photos in an S3-compatible server (s3rver on loopback), behind HAProxy (Debian's
 * /usr/sbin/haproxy) checking /api/ready and retrying safe requests. Used by
 * tests/integration/deployment.test.ts and `npm run bench -- deploy`.
 */
export const HAPROXY = process.env.HAPROXY ?? "/usr/sbin/haproxy";
export const BUCKET = "bloom-photos";
const AUTH_SECRET = "cluster-secret-0123456789abcdef0123456789";

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | undefined;
}

export interface Cluster {
  /** The proxy's origin: what members' browsers talk to (and BASE_URL of every instance). */
  url: string;
  instances: Instance[];
  /** The database the instances share (its own, dropped by close). */
  databaseUrl: string;
  pool: pg.Pool;
  s3: { endpoint: string; directory: string };
  /** SIGKILL: no drain, no goodbye. */
  kill(i: number): Promise<void>;
  /** SIGTERM: readiness 503, drain, finish in-flight requests, exit. */
  stop(i: number): Promise<void>;
  /** Starts instance i again on its port and waits until the proxy sends it traffic. */
  start(i: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCluster(opts: {
  adminUrl: string;
  instances?: number;
  entry?: string[];
  env?: Record<string, string>;
}): Promise<Cluster> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const name = `bloom_cluster_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(opts.adminUrl);
  own.pathname = `/${name}`;
  const databaseUrl = own.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  cleanups.push(async () => {
    await pool.end();
    const again = new pg.Client({ connectionString: opts.adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  });

  const work = mkdtempSync(path.join(tmpdir(), "bloom-cluster-"));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const s3Dir = path.join(work, "s3");
  const s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const s3Port = (await s3rver.run()).port;
  cleanups.push(() => s3rver.close());
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;

  const proxyPort = await freePort();
  const url = `http://localhost:${proxyPort}`;
  const instances: Instance[] = [];
  for (let i = 0; i < (opts.instances ?? 2); i++) {
    const port = await freePort();
    instances.push({ name: `bloom${i + 1}`, port, url: `http://127.0.0.1:${port}`, child: undefined });
  }

  const entry = opts.entry ?? ["--import", "tsx", "src/server/main.ts"];
  function spawnInstance(instance: Instance) {
    const dataDir = path.join(work, instance.name);
    instance.child = spawn(process.execPath, [...entry], {
      env: {
        ...process.env,
        NODE_ENV: "",
        PORT: String(instance.port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        BASE_URL: url,
        AUTH_SECRET,
        TRUST_PROXY: "1",
        SHUTDOWN_DRAIN_MS: "3000",
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1",
        NODE_NO_WARNINGS: "1",
        ...opts.env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  async function waitReady(instance: Instance) {
    for (let i = 0; i < 1200; i++) {
      if (instance.child?.exitCode != null)
        throw new Error(`${instance.name} exited (${instance.child.exitCode})`);
      try {
        if ((await fetch(`${instance.url}/api/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${instance.name} never became ready`);
  }
  /** Waits until requests through the proxy reach this instance (its health check passed). */
  async function waitInRotation(instance: Instance) {
    for (let i = 0; i < 200; i++) {
      try {
        const res = await fetch(`${url}/api/ready`);
        await res.body?.cancel();
        if (res.headers.get("x-bloom-instance") === instance.name) return;
      } catch {
        // the proxy is not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the proxy never sent traffic to ${instance.name}`);
  }

  // Every instance at once, on an empty database: the migrations' lock lets one of them migrate.
  for (const instance of instances) spawnInstance(instance);
  cleanups.push(async () => {
    await Promise.all(instances.map((inst) => exit(inst, "SIGKILL")));
  });
  try {
    await Promise.all(instances.map(waitReady));
  } catch (err) {
    for (const clean of cleanups.reverse()) await clean();
    throw err;
  }

  const config = path.join(work, "haproxy.cfg");
  writeFileSync(
    config,
    `global
  maxconn 4000
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 30s
  timeout tunnel 1h
  timeout queue 10s
  retries 3
  option redispatch 1
  retry-on all-retryable-errors
frontend web
  bind 127.0.0.1:${proxyPort}
  default_backend bloom
backend bloom
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  timeout check 2s
  # An instance that stops answering its check is out after 3 misses; one that refuses
  # connections (killed) is out at once.
  default-server inter 500ms fastinter 250ms downinter 300ms fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down
  # Only safe requests are resent to another instance; a write may already have been applied.
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  # The client's own X-Forwarded-For is dropped: Bloom reads the address HAProxy adds.
  http-request del-header X-Forwarded-For
  option forwardfor
  http-response set-header X-Bloom-Instance %s
${instances.map((inst) => `  server ${inst.name} 127.0.0.1:${inst.port} check`).join("\n")}
`,
  );
  const proxy = spawn(HAPROXY, ["-db", "-q", "-f", config], { stdio: ["ignore", "ignore", "ignore"] });
  cleanups.push(async () => {
    proxy.kill("SIGKILL");
    if (proxy.exitCode === null) await new Promise((r) => proxy.once("exit", r));
  });
  try {
    for (const instance of instances) await waitInRotation(instance);
  } catch (err) {
    for (const clean of cleanups.reverse()) await clean();
    throw err;
  }

  async function exit(instance: Instance, signal: NodeJS.Signals) {
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
    instance.child = undefined;
  }

  return {
    url,
    instances,
    databaseUrl,
    pool,
    s3: { endpoint: s3Endpoint, directory: s3Dir },
    kill: (i) => exit(instances[i]!, "SIGKILL"),
    stop: (i) => exit(instances[i]!, "SIGTERM"),
    async start(i) {
      spawnInstance(instances[i]!);
      await waitReady(instances[i]!);
      await waitInRotation(instances[i]!);
    },
    async close() {
      for (const clean of cleanups.reverse()) await clean();
    },
  };
}
