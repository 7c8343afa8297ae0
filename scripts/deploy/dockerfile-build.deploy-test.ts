import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/server/test/server-process.js";
import { copyArgs, envPairs, execForm, healthcheck, parseDockerfile } from "./dockerfile.js";

/**
 * deploy/Dockerfile without Docker (this machine builds no images): its COPY, RUN, ENV and CMD
 * lines, in order, on a clean checkout of HEAD (git archive) in a temporary directory standing for
 * the image's root, then its HEALTHCHECK until the server is healthy. A RUN line this test does not
 * know how to run fails it, so the file and the test cannot drift apart silently. Minutes long (a
 * whole `npm ci` and build): `npm run test:deploy`, run by .ci/run, not by `npm test`. The server
 * gets DEPLOY_TEST_DATABASE_URL's PostgreSQL (a fresh database there) or, without it, an embedded
 * one in its DATA_DIR.
 */
const repo = path.resolve(import.meta.dirname, "../..");
let work = "";
let server: ChildProcess | null = null;
let database: { admin: string; name: string } | null = null;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGKILL");
    await new Promise((resolve) => server?.once("exit", resolve));
  }
  if (database) {
    const admin = new pg.Client({ connectionString: database.admin });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    await admin.end();
  }
  if (work) await fsp.rm(work, { recursive: true, force: true });
});

function run(command: string, cwd: string, env: NodeJS.ProcessEnv, log: string) {
  const started = Date.now();
  try {
    execFileSync("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `RUN ${command} failed:\n${String(stdout ?? "").slice(-3000)}\n${String(stderr ?? "").slice(-3000)}`,
    );
  }
  fs.appendFileSync(log, `RUN ${command}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

async function freshDatabaseUrl(): Promise<string | null> {
  const server = process.env.DEPLOY_TEST_DATABASE_URL;
  if (!server) return null;
  const name = `macrowise_deploy_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  database = { admin: server, name };
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

describe("deploy/Dockerfile, run on a clean checkout", () => {
  it("installs, builds and starts the server as the image would, and the HEALTHCHECK finds it healthy", async () => {
    work = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-dockerfile-"));
    const context = path.join(work, "context");
    const image = path.join(work, "image");
    const log = path.join(work, "steps.log");
    await fsp.mkdir(context);
    // The build context: the committed tree, as a fresh clone has it (nothing of this working copy's).
    execFileSync("sh", ["-c", `git archive --format=tar HEAD | tar -x -C "${context}"`], { cwd: repo });
    const inImage = (containerPath: string) => path.join(image, containerPath);

    const instructions = parseDockerfile(await fsp.readFile(path.join(context, "deploy/Dockerfile"), "utf8"));
    // What a RUN sees in the node image: its PATH, a home, npm's cache (this machine's, for speed).
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: path.join(work, "home"),
      npm_config_cache: execFileSync("npm", ["config", "get", "cache"], { encoding: "utf8" }).trim(),
    };
    let cwd = image;
    let cmd: string[] | null = null;
    let check: string[] | null = null;
    let user = "root";
    for (const { keyword, args, line } of instructions) {
      switch (keyword) {
        case "FROM":
          expect(args).toMatch(/^node:(\d+)-bookworm-slim$/);
          // The test runs the image's commands with this machine's Node: the same major version.
          expect(process.versions.node.split(".")[0]).toBe(/^node:(\d+)/.exec(args)?.[1]);
          break;
        case "WORKDIR":
          cwd = inImage(args.trim());
          await fsp.mkdir(cwd, { recursive: true });
          break;
        case "COPY": {
          const { sources, destination } = copyArgs(args);
          const target = path.resolve(cwd, destination.replace(/^\//, `${image}/`));
          for (const source of sources) {
            const from = path.join(context, source);
            const to = source === "." ? target : path.join(target, path.basename(source));
            await fsp.cp(from, to, { recursive: true });
          }
          break;
        }
        case "RUN": {
          const directory = /^install -d -o node -g node (\/\S+)$/.exec(args.trim());
          if (directory) await fsp.mkdir(inImage(directory[1] ?? ""), { recursive: true });
          else if (/^npm\s/.test(args.trim())) run(args.trim(), cwd, env, log);
          else throw new Error(`line ${line}: a RUN this test does not know how to run (teach it): ${args}`);
          break;
        }
        case "ENV":
          for (const [name, value] of envPairs(args)) {
            env[name] = value.startsWith("/") && fs.existsSync(inImage(value)) ? inImage(value) : value;
          }
          break;
        case "USER":
          user = args.trim();
          break;
        case "HEALTHCHECK":
          check = healthcheck(args).command;
          break;
        case "CMD":
          cmd = execForm(args);
          break;
        case "EXPOSE":
        case "VOLUME":
          break;
        default:
          throw new Error(`line ${line}: ${keyword} is not handled by this test (teach it)`);
      }
    }
    expect(user).not.toBe("root");
    expect(cmd).not.toBeNull();
    expect(check).not.toBeNull();
    // The build's output is there, and the tools only the build needs are gone.
    expect(fs.existsSync(path.join(cwd, "dist/web/index.html"))).toBe(true);
    expect(fs.existsSync(path.join(cwd, "node_modules/vitest"))).toBe(false);

    const port = await freePort();
    const databaseUrl = await freshDatabaseUrl();
    const serverEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl ?? "" };
    const [program = "", ...args] = cmd ?? [];
    let output = "";
    const child = spawn(program, args, { cwd, env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));

    const [probe = "", ...probeArgs] = check ?? [];
    const healthy = () =>
      new Promise<boolean>((resolve) => {
        const run = spawn(probe, probeArgs, { env: { PATH: env.PATH, PORT: String(port) }, timeout: 5000 });
        run.on("exit", (code) => resolve(code === 0));
      });
    const deadline = Date.now() + 120_000;
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`not healthy within 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Macrowise");
    const ready = await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json();
    expect(ready.status).toBe("ready");

    // docker stop: SIGTERM, and a clean exit well inside Docker's 10 s.
    const stoppedAt = Date.now();
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve),
    );
    expect(code, output).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    console.log(`${await fsp.readFile(log, "utf8")}database: ${databaseUrl ? "DEPLOY_TEST_DATABASE_URL" : "embedded"}`);
  }, 1_200_000);
});
