/** The frame of every message (`layout.ts`). */
export default {
  'mail.layout.questions': 'Questions? Write to {email}.',
} as const;
