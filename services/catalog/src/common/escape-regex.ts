/** A user's text as a literal inside a $regex: no operator of theirs reaches the store. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
