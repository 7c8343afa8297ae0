import type { ChatType } from "../../../../shared/contracts/ai.js";
import { msg } from "../../../../shared/i18n/msg.js";

/** Catalog messages (English, the ids), shown through `i18n._`. */
export interface ChatConfig {
  title: string;
  description: string;
  /** The bot's first message, with `{name}`, the user's. */
  greeting: string;
  suggestions: string[];
  placeholder: string;
  /** "Conversation with the ...", "Ask the ...", "... said:", "... is typing", the gate's and the dialog's words. */
  conversation: string;
  ask: string;
  gateFeature: string;
  clearDescription: string;
}

export const chatConfigs: Record<ChatType, ChatConfig> = {
  meals: {
    title: msg("Nutrition Consultant"),
    description: msg("Ask about today's meals, what is left of your goal, or what to eat next."),
    greeting: msg(
      "Hi {name}! I'm your Nutrition Consultant. I can see today's meals and your active goal, so ask me what you've eaten, what's left for today, or what to cook next.",
    ),
    suggestions: [
      msg("How much protein have I eaten today?"),
      msg("What's left for today?"),
      msg("What should I eat for dinner?"),
      msg("How does BMR work?"),
    ],
    placeholder: msg("Ask about your meals…"),
    conversation: msg("Conversation with the Nutrition Consultant"),
    ask: msg("Ask the Nutrition Consultant"),
    gateFeature: msg("the Nutrition Consultant"),
    clearDescription: msg("This deletes your conversation with the Nutrition Consultant. It cannot be undone."),
  },
  goals: {
    title: msg("Nutritional Goals Consultant"),
    description: msg("Check your goal against your profile and your week, and talk through macro splits."),
    greeting: msg(
      "Hello {name}! I'm your Nutritional Goals Consultant. I can check whether your goal fits your profile and your recent days, explain BMI and BMR, and help you pick a macro split.",
    ),
    suggestions: [msg("Is my goal realistic?"), msg("What is my BMI?"), msg("Which macro split suits me?")],
    placeholder: msg("Ask about your goals…"),
    conversation: msg("Conversation with the Nutritional Goals Consultant"),
    ask: msg("Ask the Nutritional Goals Consultant"),
    gateFeature: msg("the Nutritional Goals Consultant"),
    clearDescription: msg("This deletes your conversation with the Nutritional Goals Consultant. It cannot be undone."),
  },
};

export const CHAT_APOLOGY = msg("I'm sorry, I couldn't answer that just now. Please try again in a moment.");
