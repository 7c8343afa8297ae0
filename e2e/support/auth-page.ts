import type { Page } from "playwright-core";

/** The /auth page as a person uses it: by labels and button names. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/auth${query}`);
    await this.page.getByRole("tab", { name: "Login" }).waitFor();
  }

  async fillRegister(v: { username: string; email: string; password: string; confirmPassword?: string }) {
    await this.page.getByRole("tab", { name: "Register" }).click();
    const form = this.page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(v.username);
    await form.getByLabel("Email").fill(v.email);
    await form.getByLabel("Password", { exact: true }).fill(v.password);
    await form.getByLabel("Confirm Password").fill(v.confirmPassword ?? v.password);
  }

  async register(v: { username: string; email: string; password: string }) {
    await this.fillRegister(v);
    await this.page.getByRole("form", { name: "Register" }).getByLabel("I accept the Terms of Service").check();
    await this.page.getByRole("button", { name: "Register", exact: true }).click();
  }

  async login(username: string, password: string) {
    await this.page.getByRole("tab", { name: "Login" }).click();
    const form = this.page.getByRole("form", { name: "Login" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Login", exact: true }).click();
  }
}
