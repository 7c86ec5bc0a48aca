/** A catalogue of messages (message id -> text), and a language's areas, each loaded when asked for. */
export type Messages = Record<string, string>;
export type Parts = Record<string, () => Promise<Messages>>;
