/** The assistants' budgets (ARCHITECTURE §4 abuse limits): questions and model tokens per window, counted in the database. */
export interface ChatBudget {
  /** Questions to the open assistant per client address per window. */
  generalPerIp: number;
  /** Questions to the compliance advisor per signed-in user per window. */
  advisorPerUser: number;
  /** Model tokens (prompt and completion, tool rounds included) per client address per window, with a model. */
  generalTokensPerIp: number;
  /** Model tokens per signed-in user per window for the advisor, with a model. */
  advisorTokensPerUser: number;
  windowMinutes: number;
}

export const defaultChatBudget: ChatBudget = {
  generalPerIp: 30,
  advisorPerUser: 60,
  generalTokensPerIp: 60_000,
  advisorTokensPerUser: 200_000,
  windowMinutes: 60,
};
