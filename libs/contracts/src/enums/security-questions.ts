/** The security questions offered at sign-up and in account security; a user answers three of them. */
export const SECURITY_QUESTIONS = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In what city were you born?' },
  { id: 3, question: "What is your mother's maiden name?" },
  { id: 4, question: 'What was the name of your elementary school?' },
  { id: 5, question: 'What was the make of your first car?' },
  { id: 6, question: 'What is the name of the street you grew up on?' },
  { id: 7, question: 'What was your childhood nickname?' },
  { id: 8, question: 'What is the first name of your oldest cousin?' },
] as const;

export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];

export const SECURITY_QUESTIONS_REQUIRED = 3;

/** One answered question; the account stores three of these as a JSON string. */
export interface SecurityQuestionAnswer {
  question: string;
  answer: string;
}
