import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * HAProxy from Debian's packages (`apt-get install haproxy`), run in the foreground with a config
 * of our own on loopback ports: the balancer of the cluster test and of `npm run bench:cluster`.
 */
export interface Backend {
  name: string;
  port: number;
}

/** HAProxy's path, or null: `HAPROXY_PATH`, then /usr/sbin/haproxy, then the PATH. */
export function haproxyBinary(): string | null {
  const candidates = [process.env.HAPROXY_PATH, "/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].filter(
    (candidate): candidate is string => !!candidate,
  );
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" }).stdout.trim();
  return found || null;
}

/**
 * The configuration the README shows: round robin over the instances, each checked on /api/ready
 * every second (down after 3 failures in a row, so a busy instance whose check waits for a database
 * connection is not taken out; up after 2 successes); a request whose instance
 * refused the connection, closed it without answering or answered 503 (an instance shutting down
 * says so to requests that reach it late) is sent again, to another instance. Our app answers a
 * request it has started (a write) before it shuts down, so what is retried was never processed.
 * Each request gets an X-Request-ID unless it came with one; X-Served-By names the instance.
 */
export function haproxyConfig({
  port,
  statsPort,
  backends,
  log = false,
}: {
  port: number;
  statsPort: number;
  backends: Backend[];
  /** One line per request on HAProxy's stdout (Haproxy.output()): status, timings, termination state. */
  log?: boolean;
}) {
  return `global
    maxconn 4096${log ? "\n    log stdout format raw local0" : ""}

defaults
    mode http${log ? "\n    log global\n    option httplog" : ""}
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    timeout http-keep-alive 60s
    timeout queue 10s
    timeout check 3s
    option forwardfor
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response 503

frontend web
    bind 127.0.0.1:${port}
    unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
    http-request set-header X-Request-ID %[unique-id] unless { req.hdr(x-request-id) -m found }
    default_backend app

backend app
    balance roundrobin
    option httpchk GET /api/ready
    http-check expect status 200
    http-response set-header X-Served-By %s
    default-server inter 1s fall 3 rise 2
${backends.map((backend) => `    server ${backend.name} 127.0.0.1:${backend.port} check`).join("\n")}

listen stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
`;
}

export interface Haproxy {
  port: number;
  statsPort: number;
  /** Each server's state as HAProxy sees it (UP, DOWN...), and the requests it retried and redispatched. */
  stats(): Promise<{ servers: Record<string, string>; retries: number; redispatches: number }>;
  /** Resolves once HAProxy reports `name` in `state`. */
  waitFor(name: string, state: "UP" | "DOWN", timeoutMs?: number): Promise<void>;
  /** What HAProxy wrote (its request log, with \`log\`). */
  output(): string;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts HAProxy with `config`; throws, saying how to install it, when the binary is missing. */
export async function startHaproxy(config: string, port: number, statsPort: number): Promise<Haproxy> {
  const binary = haproxyBinary();
  if (!binary) throw new Error("HAProxy is not installed: apt-get install -y haproxy (or set HAPROXY_PATH)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "macrowise-haproxy-"));
  const file = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(file, config);
  const check = spawnSync(binary, ["-c", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused its config:\n${check.stdout}${check.stderr}`);
  const child: ChildProcess = spawn(binary, ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  async function stats() {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = "", ...rows] = csv.replace(/^# /, "").trim().split("\n");
    const columns = header.split(",");
    const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? "";
    const servers: Record<string, string> = {};
    let retries = 0;
    let redispatches = 0;
    for (const row of rows.map((line) => line.split(","))) {
      if (at(row, "pxname") !== "app") continue;
      if (at(row, "svname") === "BACKEND") {
        retries = Number(at(row, "wretr")) || 0;
        redispatches = Number(at(row, "wredis")) || 0;
      } else servers[at(row, "svname")] = at(row, "status").split(" ")[0] ?? "";
    }
    return { servers, retries, redispatches };
  }

  return {
    port,
    statsPort,
    stats,
    output: () => output,
    async waitFor(name, state, timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const seen = (await stats()).servers[name];
        if (seen === state) return;
        if (Date.now() > end) throw new Error(`HAProxy still sees ${name} as ${seen}, not ${state}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
