import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { copyArgs, envPairs, execForm, healthcheck, type Instruction, parseDockerfile } from "./dockerfile.js";

/**
 * deploy/'s files hold together: the Dockerfile, the compose file and the systemd unit start the
 * server the same way, with the settings the README promises. (dockerfile-build.deploy-test.ts
 * runs the Dockerfile's own commands on a clean checkout; that takes minutes, so CI runs it apart.)
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, "deploy", file), "utf8");
const instructions = parseDockerfile(read("Dockerfile"));
const all = (keyword: string) => instructions.filter((i) => i.keyword === keyword);
const one = (keyword: string): Instruction => {
  const found = all(keyword);
  expect(found, keyword).toHaveLength(1);
  return found[0] as Instruction;
};
const env = Object.fromEntries(all("ENV").flatMap((i) => envPairs(i.args)));
const START = ["node", "--import", "tsx", "src/server/main.ts"];

describe("deploy/Dockerfile", () => {
  it("builds on node:20-bookworm-slim with npm ci and npm run build, from files the repository has", () => {
    expect(one("FROM").args).toBe("node:20-bookworm-slim");
    const runs = all("RUN").map((i) => i.args);
    expect(runs.some((run) => /^npm ci\b/.test(run))).toBe(true);
    expect(runs.some((run) => /^npm run build\b/.test(run))).toBe(true);
    for (const copy of all("COPY")) {
      for (const source of copyArgs(copy.args).sources)
        expect(fs.existsSync(path.join(root, source)), source).toBe(true);
    }
  });

  it("runs the server as a non-root user, exits for Docker to restart it, and says where it listens", () => {
    const user = one("USER").args.trim();
    expect(["root", "0", ""]).not.toContain(user);
    expect(execForm(one("CMD").args)).toEqual(START);
    expect(env).toMatchObject({ RESTART_MODE: "exit", NODE_ENV: "production", DATA_DIR: "/data" });
    expect(one("EXPOSE").args.trim()).toBe(env.PORT);
    expect(one("VOLUME").args.trim()).toBe(env.DATA_DIR);
  });

  describe("HEALTHCHECK", () => {
    let ready = 200;
    let server: http.Server;
    let port = 0;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        response.statusCode = request.url === "/api/ready" ? ready : 404;
        response.end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));

    it("is healthy exactly while /api/ready answers 200", async () => {
      const { command, options } = healthcheck(one("HEALTHCHECK").args);
      expect(options["start-period"]).toBeTruthy();
      // Its own process, as Docker runs it: the status is its exit code.
      const check = () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(command[0] === "node" ? process.execPath : (command[0] ?? ""), command.slice(1), {
            env: { PATH: process.env.PATH, PORT: String(port) },
            timeout: 10_000,
          });
          child.on("exit", (code) => resolve(code));
        });
      expect(await check()).toBe(0);
      ready = 503;
      expect(await check()).toBe(1);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expect(await check()).toBe(1);
    });
  });
});

describe("deploy/compose.yaml", () => {
  type Service = Record<string, unknown>;
  const compose = parseYaml(read("compose.yaml")) as {
    services: { app: Service; postgres: Service; redis: Service };
    volumes: Record<string, unknown>;
  };
  const { app, postgres, redis } = compose.services;

  it("runs the app's image with PostgreSQL 17 or 18 and Redis 7, the data on volumes", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres", "redis"]);
    const build = app.build as { context: string; dockerfile: string };
    expect(fs.existsSync(path.join(root, "deploy", build.context, build.dockerfile))).toBe(true);
    expect(String(postgres.image)).toMatch(/^postgres:1[78](\.|$)/);
    expect(String(redis.image)).toMatch(/^redis:7(\.|$)/);
    expect(app.restart).toBe("unless-stopped");
    const mounted = [app, postgres].flatMap((service) => (service.volumes as string[]).map((v) => v.split(":")[0]));
    expect(mounted.sort()).toEqual(Object.keys(compose.volumes).sort());
    expect((app.volumes as string[])[0]).toBe(`app-data:${env.DATA_DIR}`);
  });

  it("points the app at its PostgreSQL and Redis, with the database's own name, user and password", () => {
    const appEnv = app.environment as Record<string, string>;
    const pgEnv = postgres.environment as Record<string, string>;
    const url = new URL(appEnv.DATABASE_URL?.replace(/\$\{[^}]+\}/, "secret") ?? "");
    expect(url.hostname).toBe("postgres");
    expect(url.username).toBe(pgEnv.POSTGRES_USER);
    expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    expect(appEnv.DATABASE_URL).toContain(pgEnv.POSTGRES_PASSWORD);
    expect(new URL(appEnv.REDIS_URL ?? "").hostname).toBe("redis");
    expect(appEnv.BACKUP_DIR?.startsWith(`${env.DATA_DIR}/`)).toBe(true);
    const dependsOn = app.depends_on as { postgres: { condition: string } };
    expect(dependsOn.postgres.condition).toBe("service_healthy");
  });
});

describe("deploy/macrowise.service", () => {
  const unit = new Map<string, Map<string, string[]>>();
  let section = "";
  for (const raw of read("macrowise.service").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? "";
      unit.set(section, new Map());
      continue;
    }
    const [key = "", ...value] = line.split("=");
    const values = unit.get(section) as Map<string, string[]>;
    values.set(key, [...(values.get(key) ?? []), value.join("=")]);
  }
  const service = unit.get("Service") as Map<string, string[]>;
  const first = (key: string) => service.get(key)?.[0];

  it("restarts the server whenever it exits, as a user of its own, with its data under /var/lib/macrowise", () => {
    expect(first("Restart")).toBe("always");
    const environment = Object.fromEntries((service.get("Environment") ?? []).map((pair) => pair.split("=")));
    expect(environment).toMatchObject({ RESTART_MODE: "exit", DATA_DIR: "/var/lib/macrowise", NODE_ENV: "production" });
    expect(first("User")).toBe("macrowise");
    expect(first("StateDirectory")).toBe("macrowise");
    expect(unit.get("Install")?.get("WantedBy")).toEqual(["multi-user.target"]);
  });

  it("starts the server as the image does", () => {
    const [program = "", ...args] = (first("ExecStart") ?? "").split(/\s+/);
    expect(path.basename(program)).toBe("node");
    expect(args).toEqual(START.slice(1));
    expect(path.isAbsolute(first("WorkingDirectory") ?? "")).toBe(true);
  });
});
