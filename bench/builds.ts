/** Source trees to run in an A/B: this checkout, another directory, or a git ref exported (with a patch). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO } from "./bench-data.js";

export interface Build {
  name: string;
  tree: string;
  /** Exported here, removed after the run. */
  temporary: boolean;
}

/**
 * `name=source`: a source is a directory holding a source tree, or a git ref of this checkout
 * (exported with `git archive` into a temporary directory), optionally `+` a patch applied to it.
 * Every tree runs with this checkout's node_modules.
 */
export function buildOf(spec: string): Build {
  const [name, sourceAndPatch = ""] = spec.split("=") as [string, string | undefined];
  const [source = "", patch] = sourceAndPatch.split("+");
  if (fs.existsSync(path.join(source, "src"))) return { name, tree: path.resolve(source), temporary: false };
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `macrowise-ab-${name}-`));
  const archive = execFileSync("git", ["archive", source], { cwd: REPO, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", tree], { input: archive });
  if (patch) execFileSync("git", ["apply", path.resolve(REPO, patch)], { cwd: tree });
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(tree, "node_modules"));
  return { name, tree, temporary: true };
}

export function removeBuild(build: Build) {
  if (build.temporary) fs.rmSync(build.tree, { recursive: true, force: true });
}
