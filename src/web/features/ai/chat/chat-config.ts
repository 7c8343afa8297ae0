import type { ChatType } from "../../../../shared/contracts/ai.js";

export interface ChatConfig {
  title: string;
  description: string;
  /** The bot's first message; `name` is the user's. */
  greeting: (name: string) => string;
  suggestions: string[];
  placeholder: string;
}

export const chatConfigs: Record<ChatType, ChatConfig> = {
  meals: {
    title: "Nutrition Consultant",
    description: "Ask about today's meals, what is left of your goal, or what to eat next.",
    greeting: (name) =>
      `Hi ${name}! I'm your Nutrition Consultant. I can see today's meals and your active goal, so ask me what you've eaten, what's left for today, or what to cook next.`,
    suggestions: [
      "How much protein have I eaten today?",
      "What's left for today?",
      "What should I eat for dinner?",
      "How does BMR work?",
    ],
    placeholder: "Ask about your meals…",
  },
  goals: {
    title: "Nutritional Goals Consultant",
    description: "Check your goal against your profile and your week, and talk through macro splits.",
    greeting: (name) =>
      `Hello ${name}! I'm your Nutritional Goals Consultant. I can check whether your goal fits your profile and your recent days, explain BMI and BMR, and help you pick a macro split.`,
    suggestions: ["Is my goal realistic?", "What is my BMI?", "Which macro split suits me?"],
    placeholder: "Ask about your goals…",
  },
};

export const CHAT_APOLOGY = "I'm sorry, I couldn't answer that just now. Please try again in a moment.";
