// npm run dev: the API server (restarting on change) and Vite's dev server with HMR, which
// proxies /api to it. Open the address Vite prints (http://localhost:5173).
import { spawn } from "node:child_process";

const processes = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development", TRUSTED_ORIGINS: "http://localhost:5173" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of processes) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of processes) child.on("exit", (code) => code && stop("SIGTERM"));
