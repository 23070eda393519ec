/** The assistants' budgets (ARCHITECTURE §4 abuse limits): questions per window, counted in the database. */
export interface ChatBudget {
  /** Questions to the open assistant per client address per window. */
  generalPerIp: number;
  /** Questions to the compliance advisor per signed-in user per window. */
  advisorPerUser: number;
  windowMinutes: number;
}

export const defaultChatBudget: ChatBudget = { generalPerIp: 30, advisorPerUser: 60, windowMinutes: 60 };
