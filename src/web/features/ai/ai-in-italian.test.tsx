// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { i18n, setPageLanguage } from "../../lib/i18n.js";
import { resetComponents } from "../../test/component-harness.js";
import { ChatComposer } from "./chat/chat-composer.js";
import { chatConfigs } from "./chat/chat-config.js";
import { ChatLog } from "./chat/chat-log.js";
import { SuggestedQuestions } from "./chat/suggested-questions.js";
import { GoalRecommendationCard } from "./goals/goal-recommendation-card.js";
import { streamChat } from "./stream-chat.js";

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const goal = {
  title: "Mantenimento: 2171 kcal",
  description: "Mantieni il peso attuale con un'alimentazione equilibrata.",
  calories: 2171,
  proteins: 163,
  carbs: 217,
  fats: 72,
  reason: "Il tuo BMR è 1400 kcal.",
};

function renderChat() {
  const config = chatConfigs.meals;
  render(
    <div>
      <ChatLog
        label={i18n._(config.conversation)}
        botName={i18n._(config.title)}
        greeting={i18n._(config.greeting, { name: "ada" })}
        messages={[]}
        pending={{ question: "quante proteine ho mangiato oggi?", answer: "" }}
      />
      <SuggestedQuestions questions={config.suggestions.map((q) => i18n._(q))} onPick={() => {}} />
      <ChatComposer
        label={i18n._(config.ask)}
        placeholder={i18n._(config.placeholder)}
        busy={false}
        onSend={() => {}}
      />
    </div>,
  );
}

describe("the AI screens in Italian", () => {
  it("stay in English on an English page", () => {
    renderChat();
    expect(screen.getByRole("log", { name: "Conversation with the Nutrition Consultant" })).toBeTruthy();
    expect(screen.getByText(/^Hi ada! I'm your Nutrition Consultant\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "How much protein have I eaten today?" })).toBeTruthy();
    expect(screen.getByLabelText("Ask the Nutrition Consultant")).toBeTruthy();
  });

  it("speak Italian on an Italian page: the chat, its questions and its box", () => {
    setPageLanguage("it", itMessages);
    renderChat();
    expect(screen.getByRole("log", { name: "Conversazione con il consulente nutrizionale" })).toBeTruthy();
    expect(screen.getByText(/^Ciao ada! Sono il tuo consulente nutrizionale\./)).toBeTruthy();
    expect(screen.getByText("Consulente nutrizionale sta scrivendo")).toBeTruthy();
    expect(screen.getByText("Prova a chiedere")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quante proteine ho mangiato oggi?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cosa mangio a cena?" })).toBeTruthy();
    const box = screen.getByLabelText("Chiedi al consulente nutrizionale") as HTMLTextAreaElement;
    expect(box.placeholder).toBe("Chiedi dei tuoi pasti…");
    expect(screen.getByText(/Al massimo 2000 caratteri\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Invia" })).toBeTruthy();
  });

  it("shows a recommended goal in Italian", () => {
    setPageLanguage("it", itMessages);
    render(<GoalRecommendationCard goal={goal} onDenied={() => false} createGoal={async () => {}} />);
    expect(screen.getByText("Perché:")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Usa questo obiettivo" })).toBeTruthy();
  });

  it("asks the server for answers in the page's language", async () => {
    setPageLanguage("it", itMessages);
    const fetch = vi.fn(
      async () =>
        new Response('event: done\ndata: {"answer":"Ciao!","timestamp":"2026-11-28T20:00:00.000Z"}\n\n', {
          status: 200,
          headers: { "Content-Type": "text/event-stream" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const answer = await streamChat({ query: "ciao", chatType: "meals" }, () => {});
    expect(answer.answer).toBe("Ciao!");
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)["X-Language"]).toBe("it");
  });
});
