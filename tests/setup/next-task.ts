/** One task of the event loop, no time: what a render's effects and the calls they start need to be under way. */
export const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done));
