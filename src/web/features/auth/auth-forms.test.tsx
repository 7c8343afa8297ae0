// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { LoginForm } from "./login-form.js";
import { RegisterForm } from "./register-form.js";

/** Renders both forms; `names` are their accessible names in the page's language. */
function show(names: { login: string; register: string }) {
  fakeApi({
    "GET /api/payments/config": { json: { provider: "local", mode: "test" } },
    "POST /api/login": { status: 401, json: { message: "Invalid credentials" } },
  });
  renderWithQueries(
    <MemoryRouter>
      <LoginForm onSuccess={() => {}} />
      <RegisterForm onSuccess={() => {}} />
    </MemoryRouter>,
  );
  return {
    login: screen.getByRole("form", { name: names.login }),
    register: screen.getByRole("form", { name: names.register }),
  };
}

const labelsOf = (form: HTMLElement) => Array.from(form.querySelectorAll("label")).map((label) => label.textContent);

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the sign-in and registration forms", () => {
  it("in English: the specification's labels, buttons and failure text", async () => {
    const { login, register } = show({ login: "Login", register: "Register" });
    expect(labelsOf(login)).toEqual(["Username", "Password"]);
    expect(within(login).getByRole("button").textContent).toBe("Login");
    expect(labelsOf(register)).toEqual([
      "Username",
      "Email",
      "Gender",
      "Password",
      "Confirm Password",
      "I accept the Terms of Service and Privacy Policy",
    ]);
    expect(within(register).getByRole("button").textContent).toBe("Register");
    expect(within(register).getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );

    fireEvent.change(within(login).getByLabelText("Username"), { target: { value: "maria" } });
    fireEvent.change(within(login).getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.submit(login);
    await waitFor(() =>
      expect(within(login).getByRole("alert").textContent).toBe(
        "Authentication failed. Please check your credentials.",
      ),
    );
  });

  it("in Italian: labels, options, the terms sentence with its links, buttons and failure text", async () => {
    setPageLanguage("it", itMessages);
    const { login, register } = show({ login: "Accedi", register: "Registrati" });
    expect(labelsOf(login)).toEqual(["Nome utente", "Password"]);
    expect(within(login).getByRole("button").textContent).toBe("Accedi");
    expect(labelsOf(register)).toEqual([
      "Nome utente",
      "Email",
      "Genere",
      "Password",
      "Conferma password",
      "Accetto i Termini di servizio e l'Informativa sulla privacy",
    ]);
    const options = Array.from(within(register).getByLabelText("Genere").querySelectorAll("option"));
    expect(options.map((option) => option.textContent)).toEqual(["Uomo", "Donna", "Altro"]);
    expect(within(register).getByRole("link", { name: "Termini di servizio" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(within(register).getByRole("link", { name: "Informativa sulla privacy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(within(register).getByRole("button").textContent).toBe("Registrati");

    fireEvent.change(within(login).getByLabelText("Nome utente"), { target: { value: "maria" } });
    fireEvent.change(within(login).getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.submit(login);
    await waitFor(() =>
      expect(within(login).getByRole("alert").textContent).toBe(
        "Autenticazione non riuscita. Controlla le tue credenziali.",
      ),
    );
  });
});
