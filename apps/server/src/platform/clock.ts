/** The current time. Services take a clock instead of calling `new Date()` so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
