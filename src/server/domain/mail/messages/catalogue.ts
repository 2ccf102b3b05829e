/** A French (or any other) mail catalogue: every key of the English one, no other (checked when it compiles). */
export type MailCatalogue<English> = { [K in keyof English]: string };
