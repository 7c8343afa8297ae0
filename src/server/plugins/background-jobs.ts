import fp from "fastify-plugin";

/** Work an instance does on its own, apart from answering requests (a loop, a timer). */
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Starts `jobs` once the app is ready (when `run`: main.ts turns them on, tests drive them by hand)
 * and stops them when it closes, the last started first.
 */
export const backgroundJobs = fp<{ jobs: BackgroundJob[]; run: boolean }>(
  async (app, { jobs, run }) => {
    if (run) {
      app.addHook("onReady", async () => {
        for (const job of jobs) job.start();
      });
    }
    app.addHook("onClose", async () => {
      for (const job of [...jobs].reverse()) await job.stop();
    });
  },
  { name: "background-jobs" },
);
